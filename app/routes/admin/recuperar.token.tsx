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
import { readSubmittedForm } from "~/platform/server/read-form.server";

const copy = ADMIN_COPY.passwordReset;

/** The emailed link's page: a new password, once, within 30 minutes. */
export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const form = await readSubmittedForm(request);
  const password = String(form?.get("password") ?? "").slice(0, 201);
  const confirm = String(form?.get("confirm") ?? "");
  const fail = (message: string, status: number) =>
    answerForm({ form: "new-password", ok: false, notice: AUTH_NOTICES.resetFailed(message), values: {} }, { status });
  if (password.length < 10) return fail(AUTH_NOTICES.passwordTooShort, 400);
  if (password.length > 200) return fail("La contraseña no puede superar 200 caracteres.", 400);
  if (password !== confirm) return fail(AUTH_NOTICES.passwordsDiffer, 400);
  if (!(await resetStaffPassword(context, params.token, password))) return fail(AUTH_NOTICES.resetLinkInvalid, 400);
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
