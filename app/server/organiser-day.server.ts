import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { gatePasswords } from "../../db/schema";
import { madridDayEnd, madridDayOf } from "~/domain/madrid-time";
import type { AppContext } from "./context.server";

/**
 * The organiser's day pass (issue 28): after the right organiser password, this device enters
 * results for the rest of the school day without typing it again. Like the course gate's cookie it
 * holds no secret of its own: the day and a fingerprint of that day and of the stored hash, so it
 * ends at midnight in Madrid and the moment the teacher changes the organiser password. No shareable
 * page reads it (the result dialog asks `/admin/sesion`), so it does not split the page cache.
 */
export const ORGANISER_DAY_COOKIE = "ef_organiser_day";

const dayCookie = (context: AppContext) =>
  createCookie(ORGANISER_DAY_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secrets: [context.cookieSecret], secure: context.secureCookies });

async function fingerprint(context: AppContext, day: string): Promise<string | null> {
  const [row] = await context.db.select({ hash: gatePasswords.passwordHash }).from(gatePasswords).where(eq(gatePasswords.gate, "organiser"));
  return row ? createHmac("sha256", context.cookieSecret).update(`organiser-day:${day}:${row.hash}`).digest("base64url") : null;
}

/** The Set-Cookie of a pass for the rest of today (Madrid), given once the password was right. */
export async function organiserDayPassCookie(context: AppContext, now = new Date()): Promise<string> {
  const day = madridDayOf(now);
  const seconds = Math.max(60, Math.floor((madridDayEnd(now).getTime() - now.getTime()) / 1000));
  return dayCookie(context).serialize(`${day}.${await fingerprint(context, day)}`, { maxAge: seconds });
}

/** Whether this browser holds today's organiser pass, made with the current password. */
export async function hasOrganiserDayPass(request: Request, context: AppContext, now = new Date()): Promise<boolean> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${ORGANISER_DAY_COOKIE}=`)) return false;
  const value: unknown = await dayCookie(context).parse(header);
  if (typeof value !== "string") return false;
  const [day, given] = value.split(".", 2);
  // Yesterday's pass does not open today, whatever its cookie's lifetime said.
  if (day !== madridDayOf(now) || !given) return false;
  const expected = await fingerprint(context, day);
  return expected !== null && expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
