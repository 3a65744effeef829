import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { deviceLabel } from "~/competitions/domain/device-label";
import { madridDayEnd } from "~/platform/domain/madrid-time";
import type { AppContext } from "~/platform/server/context.server";
import { closeOrganiserDayPasses, isOrganiserDayPassOpen, keepOrganiserDayPass } from "~/people/index.server";
import { intent } from "~/platform/server/admin-action.server";
import { noFields } from "~/platform/domain/zod";

/**
 * The organiser's day pass: after the right organiser password, this device enters
 * results for the rest of the school day without typing it again. Each device gets its own:
 * a random id in a signed httpOnly cookie, of which the server keeps only the hash, until
 * midnight in Madrid. The teacher sees today's passes by device and closes them all at once
 * («Cerrar los pases de hoy»); a new organiser password closes them too. No shareable page reads
 * it (the result dialog asks `/admin/sesion`), so it does not split the page cache.
 */
export const ORGANISER_DAY_COOKIE = "ef_organiser_day";

const dayCookie = (context: AppContext) =>
  createCookie(ORGANISER_DAY_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [context.cookieSecret],
    secure: context.secureCookies,
  });

const hashOf = (id: string) => createHash("sha256").update(id).digest("base64url");

/** The Set-Cookie of a new pass for this device until midnight (Madrid), given once the password was right. */
export async function organiserDayPassCookie(
  context: AppContext,
  now = new Date(),
  userAgent: string | null = null,
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const expiresAt = madridDayEnd(now);
  await keepOrganiserDayPass(context.db, { idHash: hashOf(id), device: deviceLabel(userAgent), expiresAt }, now);
  const seconds = Math.max(60, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return dayCookie(context).serialize(id, { maxAge: seconds });
}

/** Whether this browser holds a pass that is open now (today's, not closed by the teacher or a new password). */
export async function hasOrganiserDayPass(request: Request, context: AppContext, now = new Date()): Promise<boolean> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${ORGANISER_DAY_COOKIE}=`)) return false;
  const id: unknown = await dayCookie(context).parse(header);
  if (typeof id !== "string" || !/^[\w-]{32}$/.test(id)) return false;
  return isOrganiserDayPassOpen(context.db, hashOf(id), now);
}

/** «Cerrar los pases de hoy» as the panel's form: each device's organiser pass, closed all at once. */
export function closeDayPassesIntent() {
  return intent({
    schema: noFields,
    async run(_, { tx }) {
      const closed = await closeOrganiserDayPasses(tx);
      return { action: "Pases de organización cerrados", details: `${closed} abiertos` };
    },
    success: "Pases de hoy cerrados: cada móvil tendrá que escribir la contraseña de organización",
  });
}
