import { data, type MiddlewareFunction } from "react-router";
import { ERROR_PAGE_COPY } from "~/platform/copy/pages";
import { requiredRoleFor } from "~/site/copy/admin-navigation";
import { appContext, staffContext } from "~/platform/server/context.server";
import { requireStaff } from "~/platform/server/auth.server";

/**
 * Root: when a page failed because the database was out of reach, the server renders it again
 * with `answerUnavailable` set, and this answers the Spanish 503 page before any loader runs
 * (server/request-handler.ts). Loaders themselves just read; none repeats this check.
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(appContext).failures.answerUnavailable) throw data(ERROR_PAGE_COPY[503].message, { status: 503 });
};

/**
 * The panel's layout: every page, action and data request below it needs a signed-in account
 * with the role its section asks for (app/site/copy/admin-navigation.ts), checked once here, before
 * the loaders (which React Router runs in parallel) start. Anonymous visitors go to the sign-in
 * page; an account without the role gets 403.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const role = requiredRoleFor(new URL(request.url).pathname);
  const staff = await requireStaff(request, context.get(appContext), role === "any" ? undefined : role);
  context.set(staffContext, staff);
};
