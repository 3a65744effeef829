import { useNavigation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

const AUTH_ACTIONS = ["/admin/entrar", "/admin/salir", "/admin/invitacion/"];

/**
 * The spec's auth context (user, session, loading) for a server-rendered site: the session is read
 * on the server with every page load, so there is nothing to subscribe to. Signing in, signing up
 * (from an invitation) and signing out are the forms at /admin/entrar, /admin/invitacion/:token and
 * /admin/salir, so they work without JavaScript; `loading` is true while one of them is sent.
 */
export function useAuth() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? (navigation.formAction ?? "") : "";
  return {
    user: root?.session?.user ?? null,
    session: root?.session ? { expiresAt: root.session.expiresAt } : null,
    loading: AUTH_ACTIONS.some((path) => busyWith.startsWith(path)),
  };
}
