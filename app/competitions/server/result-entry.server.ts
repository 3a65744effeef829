import { data } from "react-router";
import type { AppContext } from "~/platform/server/context.server";
import { GENERIC_NOTICES } from "~/platform/copy/notices/generic";
import { ORGANISER_NOTICES } from "~/platform/copy/notices/organiser";
import { JS_FIELD } from "~/platform/domain/form-fields";
import { RESULT_NOTICES, type ResultAnswer, resultFormKey } from "~/competitions/domain/match-result";
import type { ToastMessage } from "~/platform/domain/toast";
import { getStaff } from "~/platform/server/auth.server";
import {
  checkGatePassword,
  isOrganiserPassValid,
  issueOrganiserPass,
  revokeOrganiserPass,
} from "~/people/index.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { redirectWithToast } from "~/platform/server/toast.server";
import type { Tournament } from "~/competitions/domain/championships";
import { isRefusal } from "~/platform/domain/refusals";
import { refusalMessage } from "~/platform/copy/refusals";
import { getCompetitionSport, recordMatchResult } from "./competitions.server";
import { hasOrganiserDayPass, organiserDayPassCookie } from "./organiser-day.server";
import { readSubmittedForm } from "~/platform/server/read-form.server";
import { keptResultSchema, resultEntrySchema, resultMatchSchema } from "~/competitions/domain/result-entry-form";
import type { SportKind } from "~/competitions/domain/championships";
import type { KeptResultMarks } from "./results.server";
import type { KeptResultAnswer } from "~/competitions/domain/kept-results";
import { competitionChannel } from "./live-channel.server";

const answer = (
  body: {
    matchId: number | null;
    stage: "locked" | "unlocked" | "saved";
    pass?: string;
    notice: Omit<ToastMessage, "id">;
    values?: Record<string, string>;
  },
  status: number,
  headers?: HeadersInit,
) =>
  answerForm<NonNullable<ResultAnswer["reply"]>>(
    {
      form: body.matchId === null ? undefined : resultFormKey(body.matchId),
      ok: status < 300,
      notice: body.notice,
      values: body.values,
      reply: body.pass ? { stage: body.stage, pass: body.pass } : { stage: body.stage },
    },
    { status, headers },
  );

/** A result's request as a competition page's route hands it on. */
type ResultEntryRequest = {
  request: Request;
  context: AppContext;
  slug: string;
  /** Whose page the result was sent from (its route's hub). */
  tournament: Tournament;
};

/**
 * The result dialog's action: `unlock` checks the
 * organiser password against its hash (counted first, with growing delays) and hands the dialog a
 * pass for that match, and the device today's organiser pass (a cookie: the next matches need no
 * password until midnight or until the teacher changes it); `save` needs the match's pass,
 * today's pass or a staff session, validates the scores with the
 * sport's rules, saves and logs the result, ends the pass and tells the competition's live
 * subscribers; `lock` (the dialog was closed) ends the pass.
 */
export async function handleResultEntry({ request, context, slug, tournament }: ResultEntryRequest) {
  const competition = await getCompetitionSport(context.db, slug, tournament);
  if (!competition) throw data(null, { status: 404 });
  const form = await readSubmittedForm(request);
  if (!form) return answer({ matchId: null, stage: "locked", notice: GENERIC_NOTICES.badRequest }, 400);
  // The dialog's fields, read by its schema (app/competitions/domain/result-entry-form.ts).
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const match = resultMatchSchema.safeParse(fields);
  if (!match.success) return answer({ matchId: null, stage: "locked", notice: ORGANISER_NOTICES.matchNotFound }, 400);
  const matchId = match.data.partido;
  const asked = resultEntrySchema.safeParse(fields);
  if (!asked.success) return answer({ matchId, stage: "locked", notice: GENERIC_NOTICES.badRequest }, 400);

  if (asked.data.intent === "unlock") {
    const unlock = await unlockResultEntry(context, request, asked.data.password, matchId);
    if (unlock.outcome === "rate-limited") {
      return answer({ matchId, stage: "locked", notice: unlock.notice }, 429, {
        "Retry-After": String(unlock.retryAfterSeconds),
      });
    }
    if (unlock.outcome === "denied") return answer({ matchId, stage: "locked", notice: unlock.notice }, 400);
    return answer({ matchId, stage: "unlocked", pass: unlock.pass, notice: ORGANISER_NOTICES.granted }, 200, {
      "Set-Cookie": unlock.cookie,
    });
  }

  if (asked.data.intent === "lock") {
    await revokeOrganiserPass(context.db, asked.data.pass);
    return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.locked }, 200);
  }

  const { pass, team1, team2, penalties1, penalties2 } = asked.data;
  const values = { team1, team2, penalties1, penalties2 };
  const saved = await saveTypedResult(context, request, { slug, sport: competition.sport, matchId, values, pass });
  switch (saved.outcome) {
    case "locked":
      return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.expired }, 403);
    case "gone":
      return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.matchNotFound }, 404);
    case "refused":
      return answer({ matchId, stage: "unlocked", pass, values, notice: saved.notice }, saved.status);
    case "failed":
      return answer({ matchId, stage: "unlocked", pass, values, notice: ORGANISER_NOTICES.saveFailed }, 503);
    // Only a kept result carries what its phone saw; the dialog's sends are checked against nothing.
    case "conflict":
    case "moved":
      return answer({ matchId, stage: "unlocked", pass, values, notice: ORGANISER_NOTICES.saveFailed }, 409);
  }
  if (form.get(JS_FIELD) === "1") return answer({ matchId, stage: "saved", notice: saved.notice }, 200);
  return redirectWithToast(context, `${new URL(request.url).pathname}#partido-${matchId}`, saved.notice, {
    status: 303,
  });
}

/** The organiser password, counted first: its pass for the match, and today's pass as a cookie. */
async function unlockResultEntry(context: AppContext, request: Request, password: string, matchId: number | null) {
  const check = await checkGatePassword(context.db, "organiser", password, context.client, context.limits);
  if (check.outcome === "rate-limited")
    return {
      outcome: "rate-limited" as const,
      retryAfterSeconds: check.retryAfterSeconds,
      notice: ORGANISER_NOTICES.tooManyAttempts(check.retryAfterSeconds),
    };
  if (check.outcome === "denied") return { outcome: "denied" as const, notice: ORGANISER_NOTICES.wrongPassword };
  const pass = matchId === null ? undefined : await issueOrganiserPass(context.db, matchId);
  const cookie = await organiserDayPassCookie(context, new Date(), request.headers.get("User-Agent"));
  return { outcome: "unlocked" as const, pass, cookie };
}

type SaveOutcome =
  | { outcome: "saved"; notice: ToastMessageInput }
  | { outcome: "locked" }
  | { outcome: "gone" }
  | { outcome: "refused"; status: number; notice: ToastMessageInput }
  | { outcome: "conflict"; current: string }
  | { outcome: "moved"; when: string }
  | { outcome: "failed" };
type ToastMessageInput = Omit<ToastMessage, "id">;

/**
 * Saves typed scores, from the dialog or from a phone's kept results: it needs a staff session,
 * the match's pass or today's pass; checks them with the sport's rules; saves and logs them; ends
 * the pass; tells the competition's live subscribers.
 */
async function saveTypedResult(
  context: AppContext,
  request: Request,
  input: {
    slug: string;
    sport: SportKind;
    matchId: number;
    values: { team1: string; team2: string; penalties1: string; penalties2: string };
    pass: string;
    kept?: KeptResultMarks;
  },
): Promise<SaveOutcome> {
  const { slug, matchId, pass } = input;
  // A signed-in teacher or organiser account needs no pass, nor does a device with today's pass.
  const staff = await getStaff(request, context);
  if (
    !staff &&
    !(pass && (await isOrganiserPassValid(context.db, pass, matchId))) &&
    !(await hasOrganiserDayPass(request, context))
  ) {
    return { outcome: "locked" };
  }

  let result: Awaited<ReturnType<typeof recordMatchResult>>;
  try {
    result = await recordMatchResult(context.db, {
      slug,
      sport: input.sport,
      matchId,
      ...input.values,
      kept: input.kept,
      changedBy: staff ? staff.email : "contraseña de organización",
      clientIp: context.client.ip,
    });
  } catch (error) {
    if (isRefusal(error, "missing")) return { outcome: "gone" };
    if (isRefusal(error, "result-conflict")) return { outcome: "conflict", current: String(error.params.current) };
    if (isRefusal(error, "match-moved")) return { outcome: "moved", when: String(error.params.when) };
    if (isRefusal(error, "knockout-later-tie-played")) {
      return {
        outcome: "refused",
        status: 409,
        notice: { title: RESULT_NOTICES.invalid.title, description: refusalMessage(error), variant: "destructive" },
      };
    }
    console.error(JSON.stringify({ level: "error", msg: "result save failed", slug, matchId, error: String(error) }));
    return { outcome: "failed" };
  }
  if (!result.ok) return { outcome: "refused", status: 400, notice: { ...result.notice, variant: "destructive" } };
  // The dialog closes after a save: its pass ends with it (a later correction asks again).
  if (!staff && pass) await revokeOrganiserPass(context.db, pass).catch(() => {});
  const notice = {
    ...(result.knockout ? RESULT_NOTICES.savedKnockout : RESULT_NOTICES.saved),
    variant: "success" as const,
  };
  // A send repeated after a lost answer changed nothing: nobody is told twice.
  if (result.repeated) return { outcome: "saved", notice };
  context.dataChanged();
  // A lost notification only delays other visitors until their next reload; the result is saved.
  await context.events.publish(competitionChannel(slug), JSON.stringify({ matchId })).catch((error) => {
    console.error(JSON.stringify({ level: "error", msg: "live publish failed", slug, error: String(error) }));
  });
  return { outcome: "saved", notice };
}

/** When a phone says a result was typed: a date within the last month (or a minute ahead), else unknown. */
function enteredAtOf(text: string, now = Date.now()): Date | null {
  const at = new Date(text);
  const time = at.getTime();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(time)) return null;
  return time > now - 31 * 24 * 3600_000 && time < now + 60_000 ? at : null;
}

/**
 * The sends of results kept on a phone (docs/decisions/044), one at a time in the order they were
 * typed: each carries its key (a repeat is saved once) and what the phone saw of its match (a result
 * saved meanwhile, or a match moved, is answered instead of overwritten). `unlock` takes the
 * organiser password when today's pass ended while they waited. JSON, never a page.
 */
export async function handleKeptResult({ request, context, slug, tournament }: ResultEntryRequest): Promise<Response> {
  const reply = (body: KeptResultAnswer, status: number, headers?: HeadersInit) =>
    Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
  const competition = await getCompetitionSport(context.db, slug, tournament);
  if (!competition) return reply({ outcome: "gone" }, 404);
  const form = await readSubmittedForm(request);
  const fields = Object.fromEntries(
    [...(form ?? [])].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const asked = keptResultSchema.safeParse(fields);
  if (!asked.success) return reply({ outcome: "refused", message: GENERIC_NOTICES.badRequest.description ?? "" }, 400);
  if (asked.data.intent === "unlock") {
    const unlock = await unlockResultEntry(context, request, asked.data.password, null);
    if (unlock.outcome === "unlocked") return reply({ outcome: "unlocked" }, 200, { "Set-Cookie": unlock.cookie });
    const status = unlock.outcome === "rate-limited" ? 429 : 400;
    return reply({ outcome: "denied", title: unlock.notice.title, message: unlock.notice.description ?? "" }, status);
  }
  const match = resultMatchSchema.safeParse(fields);
  if (!match.success) return reply({ outcome: "gone" }, 404);
  const { clave, team1, team2, penalties1, penalties2, anotado, visto, cuando, reemplaza } = asked.data;
  const saved = await saveTypedResult(context, request, {
    slug,
    sport: competition.sport,
    matchId: match.data.partido,
    values: { team1, team2, penalties1, penalties2 },
    pass: "",
    kept: { key: clave, enteredAt: enteredAtOf(anotado), seen: visto, when: cuando, replaces: reemplaza },
  });
  switch (saved.outcome) {
    case "saved":
      return reply({ outcome: "saved" }, 200);
    case "locked":
      return reply({ outcome: "locked" }, 403);
    case "gone":
      return reply({ outcome: "gone" }, 404);
    case "conflict":
      return reply({ outcome: "conflict", current: saved.current }, 409);
    case "moved":
      return reply({ outcome: "moved", when: saved.when }, 409);
    case "refused":
      return reply({ outcome: "refused", message: saved.notice.description ?? "" }, saved.status);
    case "failed":
      return reply({ outcome: "failed" }, 503);
  }
}
