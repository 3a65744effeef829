import { data, Form, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/invitacion";
import { AdminInput } from "~/platform/components/admin-fields";
import { ErrorPage } from "~/platform/components/error-page";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { StaffAuthCard } from "~/people";
import { ADMIN_COPY, AUTH_NOTICES } from "~/site";
import { ROLE_LABELS } from "~/people";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { invitationAcceptanceSchema } from "~/platform/domain/staff-forms";
import { recordAudit } from "~/platform/server/audit.server";
import { signIn } from "~/platform/server/auth.server";
import { acceptInvitation, findUsableInvitation } from "~/people/index.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { flashToast } from "~/platform/server/toast.server";
import { typedValueOf } from "~/platform/domain/form-answer";
import { parseSubmittedForm, readSubmittedForm } from "~/platform/server/read-form.server";

const copy = ADMIN_COPY.invitation;

export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const invitation = await findUsableInvitation(context.db, params.token);
  if (!invitation) throw data({ message: copy.invalid }, { status: 410 });
  return { email: invitation.email, role: invitation.role };
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const read = parseSubmittedForm(await readSubmittedForm(request), invitationAcceptanceSchema);
  if (!read.ok) {
    return answerForm({
      ok: false,
      values: { name: (read.typed.name ?? "").slice(0, 60) },
      notice: AUTH_NOTICES.signUpFailed(read.message),
    });
  }
  const { name, password } = read.value;
  const accepted = await acceptInvitation(context.db, params.token, { name, password });
  if (!accepted)
    return answerForm(
      { ok: false, values: { name }, notice: AUTH_NOTICES.signUpFailed(copy.invalid) },
      { status: 410 },
    );
  await recordAudit(
    context.db,
    { id: "", email: accepted.email },
    { action: copy.audit, target: accepted.email, details: ROLE_LABELS[accepted.role] },
  );

  const outcome = await signIn(context, request, accepted.email, password);
  const headers = new Headers();
  if (outcome.ok) for (const cookie of outcome.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashToast(context, AUTH_NOTICES.welcome(name)));
  return redirect(outcome.ok ? "/admin" : "/admin/entrar", { headers });
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const details = (
    <p className="mt-2 text-sm text-slate-700">
      {loaderData.email} · {ROLE_LABELS[loaderData.role]}
    </p>
  );
  return (
    <StaffAuthCard title={copy.title} intro={copy.intro} notice={actionData?.notice} details={details}>
      <Form method="post" className="space-y-4">
        <AdminInput
          name="name"
          label={copy.name}
          required
          maxLength={60}
          autoComplete="name"
          defaultValue={typedValueOf(actionData, "name")}
        />
        <AdminInput
          name="password"
          type="password"
          label={copy.password}
          required
          maxLength={200}
          autoComplete="new-password"
        />
        <NavigationSubmitButton className="w-full" pendingLabel="Creando cuenta...">
          {copy.submit}
        </NavigationSubmitButton>
      </Form>
    </StaffAuthCard>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage
      status={status}
      title={copy.title}
      message={copy.invalid}
      back={{ to: "/admin/entrar", label: copy.toSignIn }}
    />
  );
}
