import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import {
  auditLog,
  competitions,
  honorees,
  leagueTeams,
  tournamentEnrolments,
  newsItems,
  progressEntries,
  rankingEntries,
  schoolYears,
  tournamentMatches,
  tournamentTeams,
} from "../../../db/schema";
import type { FormAnswer } from "../../../app/platform/domain/form-answer";
import * as competitionsPanel from "../../../app/routes/admin/campeonatos/index";
import * as tournamentEditor from "../../../app/routes/admin/campeonatos/competition";
import * as settings from "../../../app/routes/admin/ajustes";
import * as competition from "../../../app/routes/campeonatos/hub/competition";
import * as schoolYear from "../../../app/routes/admin/curso-escolar";
import * as yearExport from "../../../app/routes/admin/curso-escolar.exportar";
import * as archiveIndex from "../../../app/routes/archivo/index";
import * as archiveYear from "../../../app/routes/archivo/year";
import * as archiveCompetition from "../../../app/routes/archivo/competition";
import { getSiteSettings } from "../../../app/platform/server/site-settings.server";
import { checkGatePassword } from "../../../app/people/server/gates.server";
import { GENEROUS_LIMITS } from "../../helpers/app-context";
import { call, post, status, body, refusal, openPanel, type Fn, type Editing } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";

let handle: DatabaseHandle;
let adminCookie: string;
let organiserCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie, organiserCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => vi.useRealTimers());

describe("school years", () => {
  it("closes the year: everything it showed is in the archive, read-only; the new year starts clean with new course passwords", async () => {
    // Closed in June, before its end: the year it opens is the next one whatever today's date.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T10:00:00Z") });
    const before = (await call(schoolYear.loader as Fn, "/admin/curso-escolar", { cookie: adminCookie })) as {
      current: string;
      suggested: Record<string, string>;
    };
    expect(before.current).toBe("2025-2026");
    // Easy to type on a phone: two Spanish-sounding words and a number.
    expect(before.suggested["course:2-eso"]).toMatch(/^[a-z]{6}-[a-z]{6}-\d{2}$/);
    expect((before as { justOpened?: boolean }).justOpened).toBe(false);
    const pinnedBefore = await handle.db.$count(newsItems, eq(newsItems.pinned, true));
    expect(pinnedBefore).toBeGreaterThan(0);
    const tablesBefore = body<{ groups: { label: string; standings: { name: string; pts: number }[] }[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
    ).groups;
    const rankingBefore = await handle.db.$count(rankingEntries);
    expect(rankingBefore).toBeGreaterThan(0);
    const client = { ip: "192.0.2.9", browserId: null };
    await post(
      settings.action as Fn,
      "/admin/ajustes",
      { intent: "password", id: "course:2-eso", password: "clave-del-curso-pasado", confirm: "clave-del-curso-pasado" },
      adminCookie,
    );
    // A sport's league made from its approved teams: it goes with the enrolments when the year closes.
    const approvedAt = new Date();
    await handle.db.insert(leagueTeams).values([
      { name: "Canasta Libre", captain: "Ana", sport: "Baloncesto", members: ["Ana", "Bea"], approvedAt },
      { name: "Triple Doble", captain: "Luis", sport: "Baloncesto", members: ["Luis"], approvedAt },
    ]);
    const league = { intent: "createLeague", sport: "Baloncesto", start: "2027-02-01", time: "11:15", courts: "1" };
    expect(status(await post(competitionsPanel.action as Fn, "/admin/campeonatos", league, adminCookie))).toBe(302);
    // A one-table competition played to the end: its winner is the year's champion (offered below).
    expect(
      status(
        await post(
          competitionsPanel.action as Fn,
          "/admin/campeonatos",
          { intent: "createCompetition", name: "Reto de Profes", sport: "futbol" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const reto = "/admin/campeonatos/reto-de-profes";
    for (const name of ["Claustro", "Conserjería"])
      expect(status(await post(tournamentEditor.action as Fn, reto, { intent: "addTeam", name }, adminCookie))).toBe(
        302,
      );
    const retoTeams = ((await call(tournamentEditor.loader as Fn, reto, { cookie: adminCookie })) as Editing).teams;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          reto,
          { intent: "addMatch", team1Id: String(retoTeams[0]!.id), team2Id: String(retoTeams[1]!.id), day: "" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const retoMatch = ((await call(tournamentEditor.loader as Fn, reto, { cookie: adminCookie })) as Editing)
      .matches[0]!;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          reto,
          { intent: "result", id: String(retoMatch.id), team1: "3", team2: "1" },
          adminCookie,
        ),
      ),
    ).toBe(302);

    // The close offers the new year's words: the timetable's year moved on, the rest to change.
    expect((before as { yearWords?: Record<string, string> }).yearWords).toEqual({
      timetableYear: "2026/2027",
      // Each moves on to the new year (an edition's numeral too), for the teacher to check.
      tournamentEdition: "V edición · 2026",
      bilingualLabel: "Proyecto Bilingüe 26/27",
      // Not to change here: it names the edition's field («Edición del Torneo Mantecup»).
      tournamentName: "Mantecup",
    });
    const fields = {
      intent: "closeYear",
      year: "2025-2026",
      keepCompetitions: "on",
      "course:2-eso": "nueva-de-2eso",
      "course:3-eso": "nueva-de-3eso",
      "course:1-bachillerato": "nueva-de-1bach",
      timetableYear: "2026/2027",
      tournamentEdition: "V edición · 2026",
      bilingualLabel: "Proyecto Bilingüe 26/27",
    };
    // It has to be confirmed; organisers cannot; nothing changes meanwhile.
    const unconfirmed = await post(schoolYear.action as Fn, "/admin/curso-escolar", fields, adminCookie);
    expect(status(unconfirmed)).toBe(400);
    expect(refusal(unconfirmed).fieldErrors.understood).toBe(
      "Marca la casilla para confirmar que quieres cerrar el curso.",
    );
    expect(
      status(
        await post(schoolYear.action as Fn, "/admin/curso-escolar", { ...fields, understood: "on" }, organiserCookie),
      ),
    ).toBe(403);
    expect(await handle.db.$count(schoolYears)).toBe(1);

    const closed = await post(
      schoolYear.action as Fn,
      "/admin/curso-escolar",
      { ...fields, understood: "on" },
      adminCookie,
    );
    expect(status(closed)).toBe(200);
    // The new passwords are shown once, in the answer; they are never logged.
    expect(body<FormAnswer>(closed).reply).toMatchObject({
      closed: "2025-2026",
      opened: "2026-2027",
      "course:2-eso": "nueva-de-2eso",
    });
    const [logged] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "Curso cerrado"));
    // Seven of the Mantecup (the seed's six and the one played out above) and the league's.
    expect(logged?.details).toMatch(/^abierto 2026-2027; 8 competiciones archivadas y conservadas vacías/);
    expect(JSON.stringify(logged)).not.toMatch(/nueva-de/);
    // A second click (or an old tab) closes nothing more.
    const again = await post(
      schoolYear.action as Fn,
      "/admin/curso-escolar",
      { ...fields, understood: "on" },
      adminCookie,
    );
    expect(status(again)).toBe(409);
    expect(refusal(again).formError).toBe("El curso 2025-2026 ya está cerrado: el curso actual es 2026-2027.");
    expect(await getSiteSettings(handle.db)).toMatchObject({
      timetableYear: "2026/2027",
      tournamentEdition: "V edición · 2026",
      bilingualLabel: "Proyecto Bilingüe 26/27",
    });
    // Last year's pinned news no longer pinned; the year just opened is not offered to be closed at once.
    expect(await handle.db.$count(newsItems, eq(newsItems.pinned, true))).toBe(0);
    expect(
      (
        (await call(schoolYear.loader as Fn, "/admin/curso-escolar", { cookie: adminCookie })) as {
          justOpened: boolean;
        }
      ).justOpened,
    ).toBe(true);

    // The new year: empty competitions (same groups and rules), no ranking, progress, league or registrations.
    expect(await handle.db.$count(tournamentMatches)).toBe(0);
    expect(await handle.db.$count(tournamentTeams)).toBe(0);
    // The Mantecup's stay, empty; the league's go with the enrolments it was made from.
    expect((await handle.db.select({ slug: competitions.slug }).from(competitions)).map((c) => c.slug)).not.toContain(
      "fernando-iii-league-baloncesto",
    );
    expect(await handle.db.$count(competitions)).toBe(7);
    for (const table of [rankingEntries, progressEntries, leagueTeams, tournamentEnrolments])
      expect(await handle.db.$count(table)).toBe(0);
    const emptyPage = body<{ groups: { label: string; standings: unknown[] }[]; matches: unknown[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
    );
    expect(emptyPage.groups.map((g) => g.label)).toEqual(tablesBefore.map((g) => g.label));
    expect(emptyPage.matches).toEqual([]);
    // Last year's password opens nothing; the new one opens the new (empty) ranking.
    expect(
      await checkGatePassword(handle.db, "course:2-eso", "clave-del-curso-pasado", client, GENEROUS_LIMITS),
    ).toEqual({ outcome: "denied" });
    expect(await checkGatePassword(handle.db, "course:2-eso", "nueva-de-2eso", client, GENEROUS_LIMITS)).toEqual({
      outcome: "granted",
    });

    // The archive: the year, its competitions as they ended, read-only; no gated list on a public page.
    const years = body<{ years: { id: string }[] }>(await call(archiveIndex.loader as Fn, "/archivo"));
    expect(years.years.map((y) => y.id)).toEqual(["2025-2026"]);
    const year = body<{
      competitions: { slug: string }[];
      league: unknown[];
      blogPosts: unknown[];
      newsItems: unknown[];
    }>(await call(archiveYear.loader as Fn, "/archivo/2025-2026", { params: { curso: "2025-2026" } }));
    expect(year.competitions).toHaveLength(8);
    expect(year.blogPosts.length).toBeGreaterThan(0);
    expect(year.newsItems.length).toBeGreaterThan(0);
    expect(JSON.stringify(year)).not.toMatch(/"ranking"|"progress"/);
    const archived = body<{
      groups: { label: string; standings: { name: string; pts: number }[] }[];
      matches: unknown[];
    }>(
      await call(archiveCompetition.loader as Fn, "/archivo/2025-2026/campeonatos/futbol-masculino", {
        params: { curso: "2025-2026", competicion: "futbol-masculino" },
      }),
    );
    expect(archived.groups.map((g) => g.standings.map((r) => `${r.name} ${r.pts}`))).toEqual(
      tablesBefore.map((g) => g.standings.map((r) => `${r.name} ${r.pts}`)),
    );
    expect(archived.matches.length).toBeGreaterThan(0);
    expect(status(await call(archiveYear.loader as Fn, "/archivo/2026-2027", { params: { curso: "2026-2027" } }))).toBe(
      404,
    );
    expect(
      status(
        await call(archiveCompetition.loader as Fn, "/archivo/2025-2026/campeonatos/ajedrez", {
          params: { curso: "2025-2026", competicion: "ajedrez" },
        }),
      ),
    ).toBe(404);

    // The teacher's export: the whole year as JSON (gated lists included), or one list as CSV.
    const json = (await call(yearExport.loader as Fn, "/admin/curso-escolar/exportar/2025-2026.json", {
      cookie: adminCookie,
      params: { archivo: "2025-2026.json" },
    })) as Response;
    expect(json.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await json.json()).ranking).toHaveLength(rankingBefore);
    const csv = (await call(yearExport.loader as Fn, "/admin/curso-escolar/exportar/2025-2026-partidos.csv", {
      cookie: adminCookie,
      params: { archivo: "2025-2026-partidos.csv" },
    })) as Response;
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Competición;Fase;Equipo 1;Equipo 2;Tanteo 1;Tanteo 2;Penaltis 1;Penaltis 2;Fecha;Hora;Lugar",
    );
    expect(lines.length).toBeGreaterThan(10);
    // A played match: its score in two number columns and its day as ISO, never «3-1» (which a spreadsheet reads as a date).
    expect(lines.some((line) => /^[^;]+;[^;]*;[^;]+;[^;]+;\d+;\d+;\d*;\d*;\d{4}-\d{2}-\d{2};/.test(line))).toBe(true);
    expect(lines.some((line) => /;\d+-\d+;/.test(line))).toBe(false);
    expect(
      status(
        await call(yearExport.loader as Fn, "/admin/curso-escolar/exportar/2025-2026-secretos.csv", {
          cookie: adminCookie,
          params: { archivo: "2025-2026-secretos.csv" },
        }),
      ),
    ).toBe(404);
    expect(
      status(
        await call(yearExport.loader as Fn, "/admin/curso-escolar/exportar/2025-2026.json", {
          params: { archivo: "2025-2026.json" },
        }),
      ),
    ).toBe(302);
  });

  it("offers each champion of a closed year to the Hall of Fame, once", async () => {
    const page = (await call(schoolYear.loader as Fn, "/admin/curso-escolar", { cookie: adminCookie })) as {
      closed: { id: string; champions: { slug: string; champion: string }[] }[];
    };
    // The seed's competitions are unfinished: the one-table competition played out before closing is the champion offered.
    expect(page.closed[0]?.champions).toEqual([
      { slug: "reto-de-profes", competition: "Reto de Profes", sport: "futbol", champion: "Claustro" },
    ]);
    const champion = page.closed[0]!.champions[0]!;
    expect(
      status(
        await post(
          schoolYear.action as Fn,
          "/admin/curso-escolar",
          { intent: "offerChampion", year: "2025-2026", slug: champion.slug },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const [added] = await handle.db.select().from(honorees).where(eq(honorees.name, champion.champion));
    expect(added?.achievement).toMatch(/^Campeones de .+ \(Mantecup 2025-2026\)$/);
    const twice = await post(
      schoolYear.action as Fn,
      "/admin/curso-escolar",
      { intent: "offerChampion", year: "2025-2026", slug: champion.slug },
      adminCookie,
    );
    expect(status(twice)).toBe(409);
  });
});
