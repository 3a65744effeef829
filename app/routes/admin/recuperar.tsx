import { Form } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/recuperar";
import { AdminInput } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { StaffAuthCard } from "~/people";
import { ADMIN_COPY, AUTH_NOTICES } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { typedValueOf } from "~/platform/domain/form-answer";
import { requestStaffPasswordReset } from "~/platform/server/auth.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { parseSubmittedForm, readSubmittedForm } from "~/platform/server/read-form.server";
import { passwordResetRequestSchema } from "~/platform/domain/staff-forms";

const copy = ADMIN_COPY.passwordReset;

/** «¿Has olvidado la contraseña?»: a one-time link by email. */
export async function loader({ context: router }: Route.LoaderArgs) {
  return { mailEnabled: router.get(appContext).mail !== null };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const read = parseSubmittedForm(await readSubmittedForm(request), passwordResetRequestSchema);
  if (!read.ok) {
    return answerForm(
      {
        form: "password-reset",
        ok: false,
        notice: AUTH_NOTICES.resetFailed(read.message),
        values: { email: (read.typed.email ?? "").slice(0, 254) },
      },
      { status: 400 },
    );
  }
  const { email } = read.value;
  const outcome = await requestStaffPasswordReset(context, email);
  if (!outcome.sent)
    return answerForm(
      { form: "password-reset", ok: false, notice: AUTH_NOTICES.resetFailed(copy.mailOff), values: { email } },
      { status: 503 },
    );
  // The same answer whether or not the address has an account, and when its links are limited.
  return answerForm({ form: "password-reset", ok: true, notice: AUTH_NOTICES.resetRequested, values: {} });
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function PasswordResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffAuthCard
      title={copy.title}
      intro={loaderData.mailEnabled ? copy.intro : copy.mailOff}
      notice={actionData?.notice}
      link={{ to: "/admin/entrar", label: copy.back }}
    >
      <Form method="post" className="space-y-4">
        <AdminInput
          name="email"
          type="email"
          label={copy.email}
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={typedValueOf(actionData, "email")}
        />
        <NavigationSubmitButton className="w-full" pendingLabel={copy.pending}>
          {copy.submit}
        </NavigationSubmitButton>
      </Form>
    </StaffAuthCard>
  );
}
