import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchResultChanges, tournamentMatches } from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { action } from "../../app/routes/campeonatos/hub/kept-results";
import type { KeptResultAnswer } from "../../app/competitions/domain/kept-results";
import { clearMatchResult, recordMatchResult } from "../../app/competitions/server/competitions.server";
import { matchWhen, newSubmissionKey } from "../../app/competitions/domain/kept-results";
import { organiserDayPassCookie } from "../../app/competitions/server/organiser-day.server";
import { callRoute } from "../helpers/route-call";
import { openTournament, ORGANISER } from "../helpers/tournament";

/**
 * Results kept on an organiser's phone and sent later (docs/decisions/044): each key saved once,
 * however many times and however at once it comes; what someone saved meanwhile is never
 * overwritten unasked; a moved or removed match is said; an ended pass asks for the password.
 */

let handle: DatabaseHandle;
let context: AppContext;
let cookie: string;
const SLUG = "futbol-masculino";

beforeAll(async () => {
  ({ handle, context } = await openTournament());
  cookie = (await organiserDayPassCookie(context, new Date())).split(";")[0]!;
});
afterAll(async () => {
  await handle?.close();
});

async function send(fields: Record<string, string>, options: { cookie?: string | null } = {}) {
  const answer = (await callRoute(action, `/campeonatos/mantecup/${SLUG}/resultados?partido=${fields.partido}`, {
    context,
    fields,
    cookie: options.cookie === null ? undefined : (options.cookie ?? cookie),
  })) as Response;
  return { status: answer.status, body: (await answer.json()) as KeptResultAnswer, headers: answer.headers };
}

let nextMatch = 0;
/** A kept result for a match made pending again, as the phone sends it: seen unplayed, on its day. */
async function keptFor(scores: [number, number], extra: Record<string, string> = {}) {
  const matches = await handle.db
    .select()
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, SLUG), isNotNull(tournamentMatches.groupId)))
    .orderBy(tournamentMatches.id);
  const match = matches[nextMatch++ % matches.length]!;
  await clearMatchResult(handle.db, SLUG, match.id);
  return {
    match,
    fields: {
      intent: "save",
      partido: String(match.id),
      team1: String(scores[0]),
      team2: String(scores[1]),
      clave: newSubmissionKey(),
      anotado: new Date(Date.now() - 5 * 60_000).toISOString(),
      visto: "",
      cuando: matchWhen(match),
      ...extra,
    },
  };
}

/** The match's log rows written since the test made it pending. */
const logOf = async (matchId: number) => {
  const rows = await handle.db.select().from(matchResultChanges).where(eq(matchResultChanges.matchId, matchId));
  const lastCleared = rows.findLastIndex((r) => r.submissionKey === null);
  return rows.slice(lastCleared + 1);
};

describe("results kept on the phone", () => {
  it("saves a key once, with when it was typed beside when it arrived", async () => {
    const { match, fields } = await keptFor([3, 1]);
    const first = await send(fields);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ outcome: "saved" });
    // The answer was lost; the phone sends it again: saved, not twice.
    const again = await send(fields);
    expect(again.body).toEqual({ outcome: "saved" });
    const log = await logOf(match.id);
    expect(log).toHaveLength(1);
    expect(log[0]!.submissionKey).toBe(fields.clave);
    expect(log[0]!.enteredAt?.toISOString()).toBe(fields.anotado);
    expect(log[0]!.createdAt.getTime()).toBeGreaterThan(log[0]!.enteredAt!.getTime());
    const [row] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([row!.team1Score, row!.team2Score]).toEqual([3, 1]);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
  });

  it("takes a repeat of a saved key as done, even after someone else saved over it: nothing is overwritten or asked", async () => {
    const { match, fields } = await keptFor([5, 2]);
    expect((await send(fields)).body).toEqual({ outcome: "saved" });
    await recordMatchResult(context.db, {
      slug: SLUG,
      sport: "futbol",
      matchId: match.id,
      team1: "0",
      team2: "0",
      changedBy: "profe@ef.test",
      clientIp: null,
    });
    // The phone never heard the first answer and sends it again.
    expect((await send(fields)).body).toEqual({ outcome: "saved" });
    const [row] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([row!.team1Score, row!.team2Score]).toEqual([0, 0]);
  });

  it("saves one key sent several times at once once, round after round", async () => {
    for (let round = 0; round < 8; round++) {
      const { match, fields } = await keptFor([round % 4, 2]);
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(fields)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await logOf(match.id), `round ${round}`).toHaveLength(1);
    }
  });

  it("keeps a result saved meanwhile from the panel, shows it, and saves the phone's only when its organiser chooses it", async () => {
    const { match, fields } = await keptFor([2, 0]);
    await recordMatchResult(context.db, {
      slug: SLUG,
      sport: "futbol",
      matchId: match.id,
      team1: "1",
      team2: "1",
      changedBy: "profe@ef.test",
      clientIp: null,
    });
    const refused = await send(fields);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ outcome: "conflict", current: "1-1" });
    const [kept] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([kept!.team1Score, kept!.team2Score]).toEqual([1, 1]);
    // «Enviar el mío»: the phone now says it saw 1-1.
    const chosen = await send({ ...fields, visto: "1-1" });
    expect(chosen.body).toEqual({ outcome: "saved" });
    const [row] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([row!.team1Score, row!.team2Score]).toEqual([2, 0]);
  });

  it("takes a correction over the phone's own earlier version, whose answer was lost", async () => {
    const { match, fields } = await keptFor([4, 4]);
    expect((await send(fields)).body).toEqual({ outcome: "saved" });
    const corrected = await send({
      ...fields,
      team1: "4",
      team2: "3",
      clave: newSubmissionKey(),
      reemplaza: fields.clave,
    });
    expect(corrected.body).toEqual({ outcome: "saved" });
    const [row] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([row!.team1Score, row!.team2Score]).toEqual([4, 3]);
  });

  it("says when the match moved or is gone, and saves nothing", async () => {
    const { match, fields } = await keptFor([1, 0]);
    const moved = await send({ ...fields, cuando: "2020-01-01 10:00" });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ outcome: "moved", when: matchWhen(match) });
    expect(await logOf(match.id)).toHaveLength(0);
    const gone = await send({ ...fields, partido: "999999", clave: newSubmissionKey() });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ outcome: "gone" });
  });

  it("asks for the password once when the day's pass ended, then saves", async () => {
    const { match, fields } = await keptFor([0, 2]);
    const locked = await send(fields, { cookie: null });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ outcome: "locked" });
    const wrong = await send({ intent: "unlock", partido: "", password: "otra" }, { cookie: null });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      outcome: "denied",
      title: "Contraseña incorrecta",
      message: "La contraseña no es válida. Inténtalo de nuevo.",
    });
    const unlocked = await send({ intent: "unlock", partido: "", password: ORGANISER }, { cookie: null });
    expect(unlocked.body).toEqual({ outcome: "unlocked" });
    const dayPass = unlocked.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await send(fields, { cookie: dayPass })).body).toEqual({ outcome: "saved" });
    expect(await logOf(match.id)).toHaveLength(1);
  });

  it("refuses scores the sport does not allow and a key it did not make, with a Spanish message", async () => {
    const { fields } = await keptFor([1, 0]);
    const badScore = await send({ ...fields, team1: "tres" });
    expect(badScore.status).toBe(400);
    expect(badScore.body).toEqual({
      outcome: "refused",
      message: "Por favor, introduce un marcador válido para ambos equipos.",
    });
    const badKey = await send({ ...fields, clave: "x'; drop table" });
    expect(badKey.status).toBe(400);
    expect(badKey.body.outcome).toBe("refused");
  });
});
