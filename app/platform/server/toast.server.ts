import { randomUUID } from "node:crypto";
import type { AppContext } from "~/platform/server/context.server";
import { createCookieSessionStorage, redirect } from "react-router";
import type { ToastMessage } from "~/platform/domain/toast";

const storages = new Map<string, ReturnType<typeof createStorage>>();

function createStorage(secret: string, secure: boolean) {
  return createCookieSessionStorage<Record<string, never>, { toast: ToastMessage }>({
    cookie: { name: "ef_toast", httpOnly: true, sameSite: "lax", path: "/", secrets: [secret], secure },
  });
}

function storageFor(context: AppContext) {
  const key = `${context.cookieSecret}:${context.secureCookies}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createStorage(context.cookieSecret, context.secureCookies);
    storages.set(key, storage);
  }
  return storage;
}

/** A notice as an answer carries it: with a fresh id, so the same notice twice is shown twice. */
export const withNoticeId = (notice: Omit<ToastMessage, "id">): ToastMessage => ({ ...notice, id: randomUUID() });

/** Set-Cookie header that carries one notice to the next page the browser loads. */
export async function flashToast(context: AppContext, toast: Omit<ToastMessage, "id">): Promise<string> {
  const storage = storageFor(context);
  const session = await storage.getSession();
  session.flash("toast", { id: randomUUID(), ...toast });
  return storage.commitSession(session);
}

/** Post/redirect/get with a notice: how forms without JavaScript get their toast. */
export async function redirectWithToast(
  context: AppContext,
  url: string,
  toast: Omit<ToastMessage, "id">,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(context, toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending notice, if any. */
export async function readToast(request: Request, context: AppContext) {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("ef_toast=")) return { toast: null, setCookie: null };
  const storage = storageFor(context);
  const session = await storage.getSession(cookie);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await storage.destroySession(session) : null };
}
