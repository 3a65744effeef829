import { Form, redirect } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/entrar";
import { AdminInput } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { StaffAuthCard } from "~/people";
import { ADMIN_COPY, AUTH_NOTICES } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { typedValueOf } from "~/platform/domain/form-answer";
import { getStaff, safeReturnPath, signIn } from "~/platform/server/auth.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { flashToast } from "~/platform/server/toast.server";
import { parseSubmittedForm, readSubmittedForm } from "~/platform/server/read-form.server";
import { signInSchema } from "~/platform/domain/staff-forms";

const copy = ADMIN_COPY.signIn;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const volver = safeReturnPath(new URL(request.url).searchParams.get("volver"));
  const staff = await getStaff(request, context);
  if (staff) throw redirect(volver);
  return { volver };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const read = parseSubmittedForm(await readSubmittedForm(request), signInSchema);
  const email = read.ok ? read.value.email : (read.typed.email ?? "").slice(0, 254);
  const fail = (message: string | undefined, status: number, headers?: HeadersInit) =>
    answerForm(
      { form: "sign-in", ok: false, notice: AUTH_NOTICES.signInFailed(message), values: { email } },
      { status, headers },
    );
  if (!read.ok) return fail(read.message, 400);
  const { password } = read.value;
  const volver = safeReturnPath(read.value.volver);

  const outcome = await signIn(context, request, email, password);
  if (!outcome.ok) {
    return outcome.reason === "rate-limited"
      ? fail(AUTH_NOTICES.rateLimited(outcome.retryAfterSeconds), 429, {
          "Retry-After": String(outcome.retryAfterSeconds),
        })
      : fail(AUTH_NOTICES.invalidCredentials, 401);
  }
  const headers = new Headers();
  for (const cookie of outcome.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashToast(context, AUTH_NOTICES.signedIn(outcome.name || email)));
  return redirect(volver, { headers });
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffAuthCard
      title={copy.title}
      intro={copy.intro}
      notice={actionData?.notice}
      link={{ to: "/admin/recuperar", label: copy.forgot }}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="volver" value={loaderData.volver} />
        <AdminInput
          name="email"
          type="email"
          label={copy.email}
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={typedValueOf(actionData, "email")}
        />
        <AdminInput
          name="password"
          type="password"
          label={copy.password}
          autoComplete="current-password"
          required
          maxLength={200}
        />
        <NavigationSubmitButton className="w-full" pendingLabel={copy.pending}>
          {copy.submit}
        </NavigationSubmitButton>
      </Form>
    </StaffAuthCard>
  );
}
