import { createHmac } from "node:crypto";
import type { AppContext } from "~/platform/server/context.server";
import { eq } from "drizzle-orm";
import { createCookie, data } from "react-router";
import { gatePasswords } from "../../../db/schema";
import { COURSE_GATE_NOTICES } from "~/courses/copy/course-gate-notices";
import {
  CLASS_PARAM,
  COURSE_PARAM,
  type CourseSlug,
  type CourseZone,
  courseOrFirst,
  pickClass,
} from "~/courses/domain/courses";
import { courseGate } from "~/people";
import { readCourses } from "./course-catalog.server";
import { checkGatePassword } from "~/people/index.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { redirectWithToast } from "~/platform/server/toast.server";
import { parseSubmittedForm, readSubmittedForm } from "~/platform/server/read-form.server";
import { gatePasswordEntrySchema } from "~/platform/domain/staff-forms";

/** The gate's form key in its answer (a gated page has no other form). */
const COURSE_GATE_FORM = "course-gate";

/** The gate cookies' names start so; only the gated pages (never shareable) read them. */
export const GATE_COOKIE_PREFIX = "ef_gate_";

const gateCookie = (context: AppContext, course: CourseSlug) =>
  // No Max-Age: a session cookie, so the unlock lasts until the browser is closed (spec: "for
  // the session"). httpOnly: page scripts never see it. Path: only the course zone receives it.
  createCookie(`${GATE_COOKIE_PREFIX}${course}`, {
    httpOnly: true,
    sameSite: "lax",
    path: "/cursos",
    secrets: [context.cookieSecret],
    secure: context.secureCookies,
  });

/**
 * The cookie holds a fingerprint of the stored hash, so changing a course password locks every
 * browser that had opened it with the old one.
 */
async function fingerprint(context: AppContext, course: CourseSlug): Promise<string | null> {
  const [row] = await context.db
    .select({ hash: gatePasswords.passwordHash })
    .from(gatePasswords)
    .where(eq(gatePasswords.gate, courseGate(course)));
  return row
    ? createHmac("sha256", context.cookieSecret)
        .update(`course-gate:${course}:${row.hash}`)
        .digest("base64url")
        .slice(0, 22)
    : null;
}

/** Whether this browser opened the course's gate (checked on the server for every request). */
export async function isCourseUnlocked(request: Request, context: AppContext, course: CourseSlug): Promise<boolean> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${GATE_COOKIE_PREFIX}${course}=`)) return false;
  const value: unknown = await gateCookie(context, course).parse(cookieHeader);
  return typeof value === "string" && value.length > 0 && value === (await fingerprint(context, course));
}

/**
 * The course and class of a gated course-zone page, from `?curso=` (else the first course whose
 * zone shows this page) and `?clase=`. A school without courses has no such page: 404.
 */
export async function gatedCourseFrom(request: Request, context: AppContext, zone: CourseZone) {
  const params = new URL(request.url).searchParams;
  const course = courseOrFirst(await readCourses(context), params.get(COURSE_PARAM), zone);
  if (!course) throw data(null, { status: 404 });
  return { course, classLetter: pickClass(course, params.get(CLASS_PARAM)) };
}

/**
 * The course gate's action: the password is checked against the course's stored hash (counted
 * first, per browser and per address, with growing delays: docs/decisions/008). Right: a cookie opens the course and the page is loaded
 * again with its data. Wrong: 400 with the spec's notice (the field is then cleared).
 */
export async function handleCourseGate({
  request,
  context,
  zone,
}: {
  request: Request;
  context: AppContext;
  zone: CourseZone;
}) {
  const course = (await gatedCourseFrom(request, context, zone)).course.slug;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const read = parseSubmittedForm(await readSubmittedForm(request), gatePasswordEntrySchema);
  // A password too long to be anyone's is checked (and counted) as a wrong one.
  const password = read.ok ? read.value.password : "";
  const check = await checkGatePassword(context.db, courseGate(course), password, context.client, context.limits);
  if (check.outcome === "rate-limited") {
    return answerForm(
      { form: COURSE_GATE_FORM, ok: false, notice: COURSE_GATE_NOTICES.tooManyAttempts(check.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (check.outcome === "denied")
    return answerForm(
      { form: COURSE_GATE_FORM, ok: false, notice: COURSE_GATE_NOTICES.wrongPassword },
      { status: 400 },
    );
  const cookie = await gateCookie(context, course).serialize(await fingerprint(context, course));
  return redirectWithToast(context, redirectTo, COURSE_GATE_NOTICES.granted, {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}

/** Pages with gated data are never stored by shared caches. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The gated pages' headers: private, and the gate's Retry-After when a guess had to wait. */
export function gatedPageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...PRIVATE_PAGE_HEADERS, "Retry-After": retryAfter } : PRIVATE_PAGE_HEADERS;
}
