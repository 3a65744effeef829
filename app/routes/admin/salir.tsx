import { redirect } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/salir";
import { AUTH_NOTICES } from "~/site";
import { signOut } from "~/platform/server/auth.server";
import { flashToast } from "~/platform/server/toast.server";

/** Sign-out is a POST (a link could be followed by a prefetch); a GET just goes to the panel. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const headers = new Headers();
  try {
    for (const cookie of (await signOut(context, request)).getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await flashToast(context, AUTH_NOTICES.signedOut));
  } catch (error) {
    headers.append(
      "Set-Cookie",
      await flashToast(context, AUTH_NOTICES.signOutFailed(error instanceof Error ? error.message : undefined)),
    );
    return redirect("/admin", { headers });
  }
  return redirect("/", { headers });
}
