import { useNavigation, useRouteLoaderData } from "react-router";
import type { PanelSession } from "~/platform/domain/staff";

const AUTH_ACTIONS = ["/admin/entrar", "/admin/salir", "/admin/invitacion/"];

/**
 * The spec's auth context (user, session, loading) for a server-rendered site: the session is read
 * on the server by the panel's layout, so there is nothing to subscribe to. (Public pages are the
 * same for everyone and do not know who is signed in: the result dialog asks `/admin/sesion`.) Signing in, signing up
 * (from an invitation) and signing out are the forms at /admin/entrar, /admin/invitacion/:token and
 * /admin/salir, so they work without JavaScript; `loading` is true while one of them is sent.
 */
export function useAuth() {
  const panel = useRouteLoaderData<PanelSession>("routes/admin/layout");
  const navigation = useNavigation();
  const busyWith = navigation.state !== "idle" ? (navigation.formAction ?? "") : "";
  return {
    user: panel?.staff ?? null,
    session: panel ? { expiresAt: panel.sessionExpiresAt } : null,
    loading: AUTH_ACTIONS.some((path) => busyWith.startsWith(path)),
  };
}
