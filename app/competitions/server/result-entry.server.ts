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
import { resultEntrySchema, resultMatchSchema } from "~/competitions/domain/result-entry-form";
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

/**
 * The result dialog's action (spec 001 §4, §5; DESIGN.md Departures 1, 2): `unlock` checks the
 * organiser password against its hash (counted first, with growing delays) and hands the dialog a
 * pass for that match, and the device today's organiser pass (a cookie: the next matches need no
 * password until midnight or until the teacher changes it, issue 28); `save` needs the match's pass,
 * today's pass or a staff session, validates the scores with the
 * sport's rules, saves and logs the result, ends the pass and tells the competition's live
 * subscribers; `lock` (the dialog was closed) ends the pass.
 */
export async function handleResultEntry({
  request,
  context,
  slug,
  tournament,
}: {
  request: Request;
  context: AppContext;
  slug: string;
  /** Whose page the result was sent from (its route's hub). */
  tournament: Tournament;
}) {
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
    const check = await checkGatePassword(context.db, "organiser", asked.data.password, context.client, context.limits);
    if (check.outcome === "rate-limited") {
      return answer(
        { matchId, stage: "locked", notice: ORGANISER_NOTICES.tooManyAttempts(check.retryAfterSeconds) },
        429,
        { "Retry-After": String(check.retryAfterSeconds) },
      );
    }
    if (check.outcome === "denied")
      return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.wrongPassword }, 400);
    const pass = await issueOrganiserPass(context.db, matchId);
    return answer({ matchId, stage: "unlocked", pass, notice: ORGANISER_NOTICES.granted }, 200, {
      "Set-Cookie": await organiserDayPassCookie(context, new Date(), request.headers.get("User-Agent")),
    });
  }

  if (asked.data.intent === "lock") {
    await revokeOrganiserPass(context.db, asked.data.pass);
    return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.locked }, 200);
  }

  const { pass, team1, team2, penalties1, penalties2 } = asked.data;
  // A signed-in teacher or organiser account needs no pass (DESIGN.md Departure 4), nor does a device with today's pass.
  const staff = await getStaff(request, context);
  if (
    !staff &&
    !(await isOrganiserPassValid(context.db, pass, matchId)) &&
    !(await hasOrganiserDayPass(request, context))
  ) {
    return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.expired }, 403);
  }

  const values = { team1, team2, penalties1, penalties2 };
  let result: Awaited<ReturnType<typeof recordMatchResult>>;
  try {
    result = await recordMatchResult(context.db, {
      slug,
      sport: competition.sport,
      matchId,
      ...values,
      changedBy: staff ? staff.email : "contraseña de organización",
      clientIp: context.client.ip,
    });
  } catch (error) {
    if (isRefusal(error, "missing"))
      return answer({ matchId, stage: "locked", notice: ORGANISER_NOTICES.matchNotFound }, 404);
    if (isRefusal(error, "knockout-later-tie-played")) {
      return answer(
        {
          matchId,
          stage: "unlocked",
          pass,
          values,
          notice: { title: RESULT_NOTICES.invalid.title, description: refusalMessage(error), variant: "destructive" },
        },
        409,
      );
    }
    console.error(JSON.stringify({ level: "error", msg: "result save failed", slug, matchId, error: String(error) }));
    return answer({ matchId, stage: "unlocked", pass, values, notice: ORGANISER_NOTICES.saveFailed }, 503);
  }
  if (!result.ok)
    return answer(
      { matchId, stage: "unlocked", pass, values, notice: { ...result.notice, variant: "destructive" } },
      400,
    );
  // The dialog closes after a save: its pass ends with it (a later correction asks again).
  if (!staff) await revokeOrganiserPass(context.db, pass).catch(() => {});
  context.dataChanged();
  // A lost notification only delays other visitors until their next reload; the result is saved.
  await context.events.publish(competitionChannel(slug), JSON.stringify({ matchId })).catch((error) => {
    console.error(JSON.stringify({ level: "error", msg: "live publish failed", slug, error: String(error) }));
  });

  const saved = {
    ...(result.knockout ? RESULT_NOTICES.savedKnockout : RESULT_NOTICES.saved),
    variant: "success" as const,
  };
  if (form.get(JS_FIELD) === "1") return answer({ matchId, stage: "saved", notice: saved }, 200);
  return redirectWithToast(context, `${new URL(request.url).pathname}#partido-${matchId}`, saved, { status: 303 });
}
