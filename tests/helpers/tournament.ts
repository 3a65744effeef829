/**
 * The competition pages' integration tests' harness: a database with a known organiser password, and the
 * result dialog's calls as the page's form makes them. Each test file opens its own.
 */
import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { gatePasswords, tournamentMatches } from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import type { Client } from "../../app/platform/server/rate-limit.server";
import type { getCompetitionPage } from "../../app/competitions/server/competitions.server";
import type { ResultAnswer } from "../../app/competitions/domain/match-result";
import { hashPassword } from "../../app/people/server/passwords.server";
import { action, loader } from "../../app/routes/campeonatos/hub/competition";
import { testContext } from "./app-context";
import { type ActionAnswer, callAction, callRoute, dataOf } from "./route-call";
import { createTestDatabase } from "./test-database";

export const ORGANISER = "clave-de-prueba";

let opened: { handle: DatabaseHandle; context: AppContext } | null = null;
const current = () => {
  if (!opened) throw new Error("openTournament() first");
  return opened;
};

/** A new database whose organiser password is `ORGANISER`. */
export async function openTournament() {
  const handle = await createTestDatabase();
  await handle.db.insert(gatePasswords).values({ gate: "organiser", passwordHash: await hashPassword(ORGANISER) });
  opened = { handle, context: testContext(handle.db) };
  return opened;
}

export type Answer = ActionAnswer<ResultAnswer>;

/** Sends the result dialog's form (with JavaScript unless `js: false`). */
export function post(
  slug: string,
  fields: Record<string, string>,
  options: { js?: boolean; client?: Client; cookie?: string } = {},
): Promise<Answer> {
  const { context } = current();
  const ctx = options.client ? { ...context, client: options.client } : context;
  return callAction<ResultAnswer>(
    action,
    `/campeonatos/mantecup/${slug}`,
    { ...fields, ...(options.js === false ? {} : { _js: "1" }) },
    { context: ctx, cookie: options.cookie },
  );
}

export type CompetitionPageData = NonNullable<Awaited<ReturnType<typeof getCompetitionPage>>> & {
  access: string;
  selectedMatchId: number | null;
};

/** A competition page's loader data. */
export async function load(slug: string) {
  return dataOf<CompetitionPageData>(
    await callRoute(loader, `/campeonatos/mantecup/${slug}`, { context: current().context }),
  )!;
}

/** The page's loader data at `url` (with `?partido=`…), for a cookie. */
export async function callRouteData(url: string, cookie?: string) {
  return dataOf<{ access: string }>(await callRoute(loader, url, { context: current().context, cookie }))!;
}

/** Unlocks a match with the organiser password: the pass it gives. */
export async function unlock(slug: string, matchId: number) {
  const answer = await post(slug, { intent: "unlock", partido: String(matchId), password: ORGANISER });
  expect(answer.data?.reply?.stage).toBe("unlocked");
  return answer.data!.reply!.pass!;
}

/** The competition's first match without a result. */
export async function firstPending(slug: string) {
  const [match] = await current()
    .handle.db.select()
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), isNull(tournamentMatches.team1Score)))
    .orderBy(tournamentMatches.id)
    .limit(1);
  return match!;
}
