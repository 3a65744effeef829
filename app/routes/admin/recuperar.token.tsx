import { Form, redirect } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/recuperar.token";
import { AdminInput } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { StaffAuthCard } from "~/people";
import { ADMIN_COPY, AUTH_NOTICES } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { resetStaffPassword } from "~/platform/server/auth.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { flashToast } from "~/platform/server/toast.server";
import { parseSubmittedForm, readSubmittedForm } from "~/platform/server/read-form.server";
import { newPasswordSchema } from "~/platform/domain/staff-forms";

const copy = ADMIN_COPY.passwordReset;

/** The emailed link's page: a new password, once, within 30 minutes. */
export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const read = parseSubmittedForm(await readSubmittedForm(request), newPasswordSchema);
  const fail = (message: string, status: number) =>
    answerForm({ form: "new-password", ok: false, notice: AUTH_NOTICES.resetFailed(message), values: {} }, { status });
  if (!read.ok) return fail(read.message, 400);
  if (!(await resetStaffPassword(context, params.token, read.value.password)))
    return fail(AUTH_NOTICES.resetLinkInvalid, 400);
  return redirect("/admin/entrar", {
    headers: { "Set-Cookie": await flashToast(context, AUTH_NOTICES.passwordChanged) },
  });
}

export function meta() {
  return unlistedPageMeta(copy.newTitle);
}

export default function NewPassword({ actionData }: Route.ComponentProps) {
  return (
    <StaffAuthCard
      title={copy.newTitle}
      intro={copy.newIntro}
      notice={actionData?.notice}
      link={{ to: "/admin/recuperar", label: ADMIN_COPY.passwordReset.submit }}
    >
      <Form method="post" className="space-y-4">
        <AdminInput
          name="password"
          type="password"
          label={copy.password}
          autoComplete="new-password"
          required
          maxLength={200}
          hint="Al menos 10 caracteres."
        />
        <AdminInput
          name="confirm"
          type="password"
          label={copy.confirm}
          autoComplete="new-password"
          required
          maxLength={200}
          hint="Al menos 10 caracteres."
        />
        <NavigationSubmitButton className="w-full" pendingLabel={copy.saving}>
          {copy.save}
        </NavigationSubmitButton>
      </Form>
    </StaffAuthCard>
  );
}
