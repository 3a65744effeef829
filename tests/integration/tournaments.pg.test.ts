import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitionGroups, competitions, tournamentMatches, tournamentTeams } from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import { computeStandings } from "../../app/competitions/domain/standings";
import { loader as mantecupLoader } from "../../app/routes/campeonatos/hub";
import { loader as calendarLoader } from "../../app/routes/campeonatos/hub/calendar";
import { loader } from "../../app/routes/campeonatos/hub/competition";
import { loader as liveLoader } from "../../app/routes/campeonatos/hub/live";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createPostgresEvents } from "../../app/platform/server/live-events.server";
import { SEED_COMPETITIONS } from "../../db/seed-data/tournaments";
import { callRoute, dataOf, statusOf } from "../helpers/route-call";
import { type CompetitionPageData, load, openTournament } from "../helpers/tournament";

let handle: DatabaseHandle;
let context: AppContext;

beforeAll(async () => {
  ({ handle, context } = await openTournament());
});
afterAll(async () => {
  await handle?.close();
});

describe("seeded Mantecup", () => {
  it("has the groups the spec describes", async () => {
    const page = await load("futbol-masculino");
    expect(page.groups.map((g) => [g.label, g.standings.length, g.shownSeparately])).toEqual([
      ["Grupo A", 4, false],
      ["Grupo B", 3, false],
      ["Grupo C", 5, true],
    ]);
    expect((await load("futbol-femenino")).groups.map((g) => g.label)).toEqual(["Competición"]);
    expect((await load("voleibol-mixto")).groups).toHaveLength(1);
    expect((await load("baloncesto-mixto")).groups).toHaveLength(1);
    expect((await load("badminton-masculino")).groups.map((g) => g.label)).toEqual([
      "Grupo A · 1º ESO",
      "Grupo B · 2º ESO",
      "Grupo C · 3º ESO",
      "Grupo D · 3º y 4º ESO",
    ]);
    expect((await load("badminton-femenino")).groups.at(-1)?.label).toBe("Grupo D · 3º / 4º ESO");
  });

  it("numbers matches from 1, plays them at 11:15, and has some results already", async () => {
    const matches = await handle.db.select().from(tournamentMatches).orderBy(tournamentMatches.id);
    expect(matches[0]?.id).toBe(1);
    expect(matches.every((m) => m.time === "11:15")).toBe(true);
    expect(matches.some((m) => m.status === "played")).toBe(true);
    expect(matches.some((m) => m.status === "pending")).toBe(true);
    // Every match is between two teams of its own competition and group.
    const teams = new Map((await handle.db.select().from(tournamentTeams)).map((t) => [t.id, t]));
    for (const m of matches) {
      expect(teams.get(m.team1Id)?.groupId).toBe(m.groupId);
      expect(teams.get(m.team2Id)?.groupId).toBe(m.groupId);
      expect(teams.get(m.team1Id)?.competitionSlug).toBe(m.competitionSlug);
    }
    // Every seeded badminton result obeys the badminton rules.
    const { validateBadmintonScore } = await import("../../app/competitions/domain/score-rules");
    for (const m of matches.filter((x) => x.competitionSlug.startsWith("badminton") && x.team1Score !== null)) {
      expect(validateBadmintonScore(m.team1Score!, m.team2Score!)).toBeNull();
    }
  });

  it("computes each table from the saved matches", async () => {
    const page = await load("futbol-masculino");
    const [groupA] = await handle.db
      .select()
      .from(competitionGroups)
      .where(and(eq(competitionGroups.competitionSlug, "futbol-masculino"), eq(competitionGroups.code, "A")));
    const teams = await handle.db
      .select()
      .from(tournamentTeams)
      .where(eq(tournamentTeams.groupId, groupA!.id))
      .orderBy(tournamentTeams.position);
    const matches = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, groupA!.id));
    expect(page.groups[0]!.standings).toEqual(
      computeStandings(
        teams.map((t) => ({ id: t.id, name: t.name, course: t.course })),
        matches,
      ),
    );
  });

  it("lists on the Mantecup page, and serves, a competition added to the table, with no code", async () => {
    await handle.db
      .insert(competitions)
      .values({ slug: "voleibol-femenino", name: "Voleibol Femenino", sport: "voleibol", position: 6 });
    try {
      const mantecup = dataOf<Extract<Awaited<ReturnType<typeof mantecupLoader>>, { hub: "torneo" }>>(
        await callRoute(mantecupLoader, "/campeonatos/mantecup", { context }),
      )!;
      expect(mantecup.competitions.map((c) => c.slug)).toEqual([
        ...SEED_COMPETITIONS.map((c) => c.slug),
        "voleibol-femenino",
      ]);
      const page = await load("voleibol-femenino");
      expect(page.competition).toMatchObject({ name: "Voleibol Femenino", sport: "voleibol" });
      expect(page.matches).toEqual([]);
    } finally {
      await handle.db.delete(competitions).where(eq(competitions.slug, "voleibol-femenino"));
    }
  });

  it("answers 404 for a competition that does not exist", async () => {
    expect(statusOf(await callRoute(loader, "/campeonatos/mantecup/petanca", { context }))).toBe(404);
  });
});

describe("calendar feed", () => {
  it("lists the dated fixtures in Madrid time and leaves out 'Por determinar'", async () => {
    const response = (await callRoute(
      calendarLoader,
      "http://ef.example/campeonatos/mantecup/futbol-femenino/calendario.ics",
      { context },
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    const matches = await handle.db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, "futbol-femenino"));
    const dated = matches.filter((m) => m.date !== "Por determinar");
    expect(dated.length).toBeLessThan(matches.length);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(dated.length);
    expect(ics).toContain("DTSTART;TZID=Europe/Madrid:20250114T111500");
    expect(ics).toMatch(new RegExp(`UID:partido-${dated[0]!.id}@ef-[0-9a-z]+\\r\\n`));
  });

  it("follows one team: its page lists only its matches, its feed only its dated matches; another competition's team is a 404", async () => {
    const [team] = await handle.db
      .select()
      .from(tournamentTeams)
      .where(eq(tournamentTeams.competitionSlug, "futbol-masculino"));
    const matches = await handle.db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, "futbol-masculino"));
    const itsMatches = matches.filter((m) => m.team1Id === team!.id || m.team2Id === team!.id);
    expect(itsMatches.length).toBeGreaterThan(0);
    expect(itsMatches.length).toBeLessThan(matches.length);

    const page = dataOf<CompetitionPageData & { followed: { id: number; name: string } | null }>(
      await callRoute(loader, `/campeonatos/mantecup/futbol-masculino?equipo=${team!.id}`, { context }),
    )!;
    expect(page.followed).toEqual({ id: team!.id, name: team!.name });
    expect(
      dataOf<{ followed: unknown }>(
        await callRoute(loader, "/campeonatos/mantecup/futbol-masculino?equipo=999999", { context }),
      )!.followed,
    ).toBeNull();

    const response = (await callRoute(
      calendarLoader,
      `http://ef.example/campeonatos/mantecup/futbol-masculino/calendario.ics?equipo=${team!.id}`,
      { context },
    )) as Response;
    const ics = await response.text();
    const dated = itsMatches.filter((m) => m.date !== "Por determinar");
    expect(ics.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(dated.length);
    for (const match of dated) expect(ics).toMatch(new RegExp(`UID:partido-${match.id}@ef-[0-9a-z]+\\r\\n`));
    expect(ics).toContain(`X-WR-CALNAME:${team!.name} · Fútbol Masculino · Mantecup`);
    expect(response.headers.get("Content-Disposition")).toContain(`torneo-futbol-masculino-equipo-${team!.id}.ics`);

    const [other] = await handle.db
      .select()
      .from(tournamentTeams)
      .where(eq(tournamentTeams.competitionSlug, "voleibol-mixto"));
    expect(
      statusOf(
        await callRoute(calendarLoader, `/campeonatos/mantecup/futbol-masculino/calendario.ics?equipo=${other!.id}`, {
          context,
        }),
      ),
    ).toBe(404);
  });
});

describe("live stream", () => {
  it("sends a result event when a result is saved", async () => {
    const abort = new AbortController();
    const response = (await callRoute(liveLoader, "/campeonatos/mantecup/futbol-femenino/en-directo", {
      context,
      signal: abort.signal,
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain("retry: 3000");
    await context.events.publish("competition:futbol-femenino", JSON.stringify({ matchId: 7 }));
    expect(decoder.decode((await reader.read()).value)).toBe('event: result\ndata: {"matchId":7}\n\n');
    abort.abort();
    expect((await reader.read()).done).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("live events on PostgreSQL", () => {
  it("carries a signal from one instance to another through LISTEN/NOTIFY", async () => {
    const poolA = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const poolB = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const a = await createPostgresEvents(poolA);
    const b = await createPostgresEvents(poolB);
    try {
      const heard = new Promise<string>((resolve) => b.subscribe("competition:x", resolve));
      await a.publish("competition:x", "hola");
      expect(await heard).toBe("hola");
    } finally {
      await a.close();
      await b.close();
      await poolA.end();
      await poolB.end();
    }
  });
});
