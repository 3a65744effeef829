import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knockoutTies, tournamentMatches } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import {
  addGroup,
  addMatch,
  addTeam,
  clearMatchResult,
  createCompetition,
  drawKnockoutStage,
  recordMatchResult,
} from "../../app/competitions/server/competitions.server";
import { isRefusal } from "../../app/platform/domain/refusals";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Two people saving knockout results at the same moment. On PostgreSQL (CI runs this
 * file with TEST_DATABASE_URL) the saves really overlap, so every round must end consistent; on
 * PGlite they are serialised and the same assertions hold.
 */
const ROUNDS = 50;
let handle: DatabaseHandle;
const slug = "copa-de-carreras";

const save = (matchId: number, team1: string, team2: string) =>
  recordMatchResult(handle.db, { slug, sport: "futbol", matchId, team1, team2, changedBy: "prueba", clientIp: null });

async function ties() {
  const rows = await handle.db
    .select({ code: knockoutTies.code, matchId: knockoutTies.matchId })
    .from(knockoutTies)
    .where(eq(knockoutTies.competitionSlug, slug));
  return new Map(rows.map((r) => [r.code, r.matchId]));
}
async function match(id: number | null | undefined) {
  if (!id) return null;
  const [row] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, id));
  return row ?? null;
}

/** Clears every knockout result (the final and third place first) and draws again: semifinals only. */
async function freshDraw() {
  const current = await ties();
  for (const code of ["F", "3P", "SF1", "SF2"]) {
    const id = current.get(code);
    if (id) await handle.db.transaction((tx) => clearMatchResult(tx, slug, id));
  }
  await handle.db.transaction((tx) =>
    drawKnockoutStage(tx, slug, { thirdPlace: true, evenIfUnfinished: true, start: "2027-01-21", time: "11:15" }),
  );
  const drawn = await ties();
  return { sf1: drawn.get("SF1")!, sf2: drawn.get("SF2")! };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  // The invariant the races broke, watched by the database itself: a match that has a result never
  // changes its teams (the title would go to a team that never played the final).
  await handle.db.execute(
    sql`create table played_team_changes (match_id integer, old_team1 integer, new_team1 integer)`,
  );
  await handle.db.execute(sql`create function watch_played_teams() returns trigger language plpgsql as $$
    begin
      if old.status = 'played' and (old.team1_id is distinct from new.team1_id or old.team2_id is distinct from new.team2_id) then
        insert into played_team_changes values (old.id, old.team1_id, new.team1_id);
      end if;
      return new;
    end $$`);
  await handle.db.execute(
    sql`create trigger watch_played_teams before update on tournament_matches for each row execute function watch_played_teams()`,
  );
  await handle.db.transaction(async (tx) => {
    await createCompetition(tx, {
      name: "Copa de carreras",
      sport: "futbol",
      category: "mixto",
      format: "groups-knockout",
    });
    await addGroup(tx, slug, { code: "A", label: "Grupo A", shownSeparately: true });
    await addGroup(tx, slug, { code: "B", label: "Grupo B", shownSeparately: true });
  });
  const groups = await handle.db.query.competitionGroups.findMany({
    where: (g, { eq }) => eq(g.competitionSlug, slug),
  });
  await handle.db.transaction(async (tx) => {
    for (const group of groups)
      for (const n of [1, 2]) await addTeam(tx, slug, { name: `${group.code}${n}`, course: null, groupId: group.id });
  });
  const teams = await handle.db.query.tournamentTeams.findMany({ where: (t, { eq }) => eq(t.competitionSlug, slug) });
  for (const group of groups) {
    const [first, second] = teams.filter((t) => t.groupId === group.id);
    await handle.db.transaction((tx) =>
      addMatch(tx, slug, {
        team1Id: first!.id,
        team2Id: second!.id,
        day: "2027-01-18",
        time: "11:15",
        groupId: group.id,
      }),
    );
    const [row] = await handle.db
      .select()
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.competitionSlug, slug), eq(tournamentMatches.groupId, group.id)));
    await save(row!.id, "2", "0");
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("knockout results saved at the same moment", () => {
  it(`both semifinals at once: the final and the third-place match are always made (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sf1, sf2 } = await freshDraw();
      await Promise.all([save(sf1, "2", "1"), save(sf2, "0", "3")]);
      const after = await ties();
      const [final, third, semi1, semi2] = await Promise.all([
        match(after.get("F")),
        match(after.get("3P")),
        match(sf1),
        match(sf2),
      ]);
      expect(final, `round ${round}: final`).not.toBeNull();
      expect(third, `round ${round}: third place`).not.toBeNull();
      expect([final!.team1Id, final!.team2Id]).toEqual([semi1!.team1Id, semi2!.team2Id]);
      expect([third!.team1Id, third!.team2Id]).toEqual([semi1!.team2Id, semi2!.team1Id]);
    }
  });

  it(`a semifinal corrected while the final's result is saved: the final is always played by the semifinals' winners (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { sf1, sf2 } = await freshDraw();
      await save(sf1, "2", "1");
      await save(sf2, "0", "3");
      const finalId = (await ties()).get("F")!;
      // Either may reach the database first: the order alternates, and the second waits a little more each round.
      const correction = () => save(sf1, "0", "4");
      const finalResult = () => save(finalId, "3", "0");
      const later = <T>(fn: () => Promise<T>) =>
        new Promise<void>((resolve) => setTimeout(resolve, round % 5)).then(fn);
      const outcomes = await Promise.allSettled(
        round % 2 === 0 ? [correction(), later(finalResult)] : [finalResult(), later(correction)],
      );
      for (const outcome of outcomes)
        if (outcome.status === "rejected") {
          expect(
            isRefusal(outcome.reason, "knockout-later-tie-played"),
            `round ${round}: ${String(outcome.reason)}`,
          ).toBe(true);
        }
      const [final, semi1, semi2] = await Promise.all([match((await ties()).get("F")), match(sf1), match(sf2)]);
      const winner1 = semi1!.team1Score! > semi1!.team2Score! ? semi1!.team1Id : semi1!.team2Id;
      const winner2 = semi2!.team1Score! > semi2!.team2Score! ? semi2!.team1Id : semi2!.team2Id;
      expect(final!.status, `round ${round}`).toBe("played");
      expect([final!.team1Id, final!.team2Id], `round ${round}`).toEqual([winner1, winner2]);
      const changed = await handle.db.execute(sql`select * from played_team_changes`);
      expect((changed as unknown as { rows: unknown[] }).rows, `round ${round}: a played final changed teams`).toEqual(
        [],
      );
    }
  });
});
