import { useNavigation, useRouteLoaderData, useSubmit } from "react-router";
import type { loader as rootLoader } from "~/root";

export const SIGN_IN_ACTION = "/admin/entrar";
export const SIGN_OUT_ACTION = "/admin/salir";

/**
 * The spec's auth context (user, session, loading, signUp, signIn, signOut) for a server-rendered
 * site: the session is read on the server with every page load, so there is nothing to subscribe
 * to; the three actions are form posts, so they also work as plain forms without JavaScript.
 */
export function useAuth() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigation = useNavigation();
  const submit = useSubmit();
  const busyWith = navigation.state !== "idle" ? (navigation.formAction ?? "") : "";
  return {
    user: root?.session?.user ?? null,
    session: root?.session ? { expiresAt: root.session.expiresAt } : null,
    loading: busyWith.startsWith(SIGN_IN_ACTION) || busyWith.startsWith(SIGN_OUT_ACTION) || busyWith.startsWith("/admin/invitacion/"),
    signIn: (email: string, password: string, volver = "/admin") => submit({ email, password, volver }, { method: "post", action: SIGN_IN_ACTION }),
    /** Public sign-up is closed: an account is created from an invitation link. */
    signUp: (token: string, name: string, password: string) => submit({ name, password }, { method: "post", action: `/admin/invitacion/${encodeURIComponent(token)}` }),
    signOut: () => submit(null, { method: "post", action: SIGN_OUT_ACTION }),
  };
}
