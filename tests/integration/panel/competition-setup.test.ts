import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { auditLog, competitions, leagueTeams, tournamentMatches } from "../../../db/schema";
import * as competitionsPanel from "../../../app/routes/admin/campeonatos/index";
import * as tournamentEditor from "../../../app/routes/admin/campeonatos/competition";
import * as competition from "../../../app/routes/campeonatos/hub/competition";
import { planCompetitionSetup } from "../../../app/competitions/domain/competition-setup";
import { call, post, status, body, refusal, openPanel, type Fn, type Editing } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("setting up competitions and the league", () => {
  const url = "/admin/campeonatos/badminton-femenino";
  const load = async () => (await call(tournamentEditor.loader as Fn, url, { cookie: adminCookie })) as Editing;

  it("creates a competition from the panel, of any sport: it has its page and its place on the Mantecup page; a name taken is refused", async () => {
    const created = (await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Fútbol Sala Femenino", sport: "futbol", category: "femenino" },
      adminCookie,
    )) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/futbol-sala-femenino");
    const [row] = await handle.db.select().from(competitions).where(eq(competitions.slug, "futbol-sala-femenino"));
    expect(row).toMatchObject({
      name: "Fútbol Sala Femenino",
      sport: "futbol",
      category: "femenino",
      pointsWin: 3,
      tieBreaks: ["difference", "scored", "fewest-against", "head-to-head"],
    });
    const mantecup = await import("../../../app/routes/campeonatos/hub");
    const listed = body<{ competitions: { slug: string }[] }>(
      await call(mantecup.loader as Fn, "/campeonatos/mantecup"),
    );
    expect(listed.competitions.at(-1)?.slug).toBe("futbol-sala-femenino");
    expect(status(await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-sala-femenino"))).toBe(200);

    const taken = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Futbol sala femenino", sport: "futbol" },
      adminCookie,
    );
    expect(status(taken)).toBe(409);
    expect(refusal(taken).formError).toBe("Ya hay una competición con ese nombre.");
    const badSport = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Ajedrez", sport: "ajedrez" },
      adminCookie,
    );
    expect(status(badSport)).toBe(400);
    expect(refusal(badSport).fieldErrors.sport).toBe("Elige un deporte.");
    expect(refusal(badSport).values.name).toBe("Ajedrez");
    await handle.db.delete(competitions).where(eq(competitions.slug, "futbol-sala-femenino"));

    // Any other sport: its name says which; it keeps scores like football's.
    const handball = {
      intent: "createCompetition",
      name: "Balonmano Mixto",
      sport: "otro",
      category: "mixto",
      teams: "Rayo\nLeones\nTigres",
      groupCount: "1",
      seed: "7",
      withFixtures: "on",
      start: "2027-02-01",
      time: "11:15",
      courts: "1",
    };
    expect(status(await post(competitionsPanel.action as Fn, "/admin/campeonatos", handball, adminCookie))).toBe(302);
    const handballPage = body<{ competition: { sport: string }; matches: unknown[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/balonmano-mixto"),
    );
    expect(handballPage.competition.sport).toBe("otro");
    expect(handballPage.matches).toHaveLength(3);
    await handle.db.delete(competitions).where(eq(competitions.slug, "balonmano-mixto"));
  });

  it("sets up a whole competition in one submission: 8 pasted teams, 2 groups drawn as previewed, their fixtures on school days", async () => {
    const loaded = (await call(competitionsPanel.loader as Fn, "/admin/campeonatos", { cookie: adminCookie })) as {
      seed: number;
      nonSchoolDays: string[];
    };
    const teams = ["Rayo", "Leones", "Tigres", "Halcones", "Pumas", "Linces", "Osos", "Lobos"];
    const fields = {
      intent: "createCompetition",
      name: "Voley Playa Mixto",
      sport: "voleibol",
      category: "mixto",
      teams: teams.join("\n"),
      groupCount: "2",
      seed: String(loaded.seed),
      withFixtures: "on",
      start: "2027-02-01",
      time: "11:15",
      courts: "1",
    };
    // Refused as a whole: a team twice writes nothing, and the typed teams come back.
    const twice = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { ...fields, teams: `${fields.teams}\nrayo` },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.teams).toBe("«rayo» está dos veces.");
    expect(refusal(twice).values.teams).toContain("Lobos\nrayo");
    expect(await handle.db.select().from(competitions).where(eq(competitions.slug, "voley-playa-mixto"))).toEqual([]);

    const created = (await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie)) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/voley-playa-mixto");
    const page = body<{
      groups: { label: string; standings: { name: string }[] }[];
      matches: { day: string | null }[];
    }>(await call(competition.loader as Fn, "/campeonatos/mantecup/voley-playa-mixto"));
    // The groups the browser previewed with the same seed.
    const previewed = planCompetitionSetup(
      {
        teams: fields.teams,
        groupCount: 2,
        seed: loaded.seed,
        fixtures: { start: "2027-02-01", time: "11:15", courts: 1, homeAndAway: false },
      },
      loaded.nonSchoolDays,
    );
    if ("error" in previewed) throw new Error(previewed.error);
    expect(page.groups.map((g) => [g.label, g.standings.map((r) => r.name).sort()])).toEqual(
      previewed.groups.map((g) => [g.label, [...g.teams].sort()]),
    );
    expect(page.matches).toHaveLength(12);
    expect(page.matches.map((m) => m.day)).toEqual(previewed.matches.map((m) => m.date));
    const [audit] = await handle.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toBe("Voleibol: 2 grupos, 8 equipos, 12 partidos");
    await handle.db.delete(competitions).where(eq(competitions.slug, "voley-playa-mixto"));
  });

  it("adds the league's teams pasted from a spreadsheet in one submission, approved; a name the sport has refuses the whole paste, naming it", async () => {
    const { listLeagueTeams } = await import("../../../app/competitions/server/championships.server");
    await handle.db
      .insert(leagueTeams)
      .values({ name: "Los Rayos", captain: "Iker", sport: "Fútbol Sala", members: ["Iker"] });
    const rows = "Equipo\tCapitán\tJugadores\nPelotazo\tNora\tNora, Saúl, Irene\nEquipo A\tLeo\tLeo";
    const taken = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows: `${rows}\nlos rayos \tMax\tMax` },
      adminCookie,
    );
    expect(status(taken)).toBe(409);
    expect(refusal(taken).formError).toBe(
      "Ya hay en Fútbol Sala un equipo con ese nombre: «Los Rayos». Quítalos de la lista o cámbiales el nombre.",
    );
    expect(refusal(taken).values.rows).toContain("Pelotazo");
    expect(await handle.db.$count(leagueTeams, eq(leagueTeams.name, "Pelotazo"))).toBe(0);
    const twice = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows: `${rows}\nPELOTAZO\tMax\tMax` },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.rows).toBe("Línea 4 (Equipo): «PELOTAZO» ya está en la línea 2.");

    const added = (await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows },
      adminCookie,
    )) as Response;
    expect(added.status).toBe(302);
    // Approved as pasted: on the league's public list at once, with their players.
    const listed = await listLeagueTeams(handle.db);
    expect(
      listed
        .filter((t) => t.sport === "Fútbol Sala" && t.name !== "Solo Uno")
        .map((t) => [t.name, t.captain, t.members])
        .sort(),
    ).toEqual([
      ["Equipo A", "Leo", ["Leo"]],
      ["Pelotazo", "Nora", ["Nora", "Saúl", "Irene"]],
    ]);
    const [audit] = await handle.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: "Liga: equipos pegados", target: "Fútbol Sala: 2 equipos" });
    await handle.db.delete(leagueTeams).where(eq(leagueTeams.sport, "Fútbol Sala"));
  });

  it("makes the league's approved teams of a sport a competition with its fixtures and table, on the league's pages only", async () => {
    const approvedAt = new Date();
    await handle.db.insert(leagueTeams).values([
      { name: "Canasta Libre", captain: "Ana", sport: "Baloncesto", members: ["Ana", "Bea"], approvedAt },
      { name: "Triple Doble", captain: "Luis", sport: "Baloncesto", members: ["Luis"], approvedAt },
      { name: "Los Aleros", captain: "Marta", sport: "Baloncesto", members: ["Marta"], approvedAt },
      { name: "Sin Aprobar", captain: "Pau", sport: "Baloncesto", members: ["Pau"] },
      { name: "Solo Uno", captain: "Eva", sport: "Fútbol Sala", members: ["Eva"], approvedAt },
    ]);
    const fields = { intent: "createLeague", sport: "Baloncesto", start: "2027-02-01", time: "11:15", courts: "1" };
    const lonely = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { ...fields, sport: "Fútbol Sala" },
      adminCookie,
    );
    expect(status(lonely)).toBe(409);
    expect(refusal(lonely).formError).toBe(
      "Hacen falta al menos dos equipos aprobados de Fútbol Sala para crear su liga.",
    );
    const created = (await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie)) as Response;
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/fernando-iii-league-baloncesto");
    const [row] = await handle.db
      .select()
      .from(competitions)
      .where(eq(competitions.slug, "fernando-iii-league-baloncesto"));
    expect(row).toMatchObject({ name: "Fernando III League · Baloncesto", sport: "baloncesto", tournament: "liga" });
    expect(
      await handle.db.$count(
        tournamentMatches,
        eq(tournamentMatches.competitionSlug, "fernando-iii-league-baloncesto"),
      ),
    ).toBe(3);
    expect(status(await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie))).toBe(409);

    // Its page is the league's; the Mantecup does not list it nor serve it.
    const leaguePage = await import("../../../app/routes/campeonatos/hub");
    const league = body<{ tables: { name: string; standings: { name: string }[] }[] }>(
      await call(leaguePage.loader as Fn, "/campeonatos/fernando-iii-league"),
    );
    expect(league.tables.map((t) => [t.name, t.standings.map((r) => r.name).sort()])).toEqual([
      ["Fernando III League · Baloncesto", ["Canasta Libre", "Los Aleros", "Triple Doble"]],
    ]);
    const params = { competicion: "fernando-iii-league-baloncesto" };
    expect(
      status(await call(competition.loader as Fn, "/campeonatos/fernando-iii-league/fernando-iii-league-baloncesto")),
    ).toBe(200);
    expect(
      status(await call(competition.loader as Fn, "/campeonatos/mantecup/fernando-iii-league-baloncesto", { params })),
    ).toBe(404);
    expect(status(await call(competition.loader as Fn, "/campeonatos/fernando-iii-league/futbol-masculino"))).toBe(404);
    const mantecupPage = await import("../../../app/routes/campeonatos/hub");
    const listed = body<{ competitions: { slug: string }[] }>(
      await call(mantecupPage.loader as Fn, "/campeonatos/mantecup"),
    );
    expect(listed.competitions.map((c) => c.slug)).not.toContain("fernando-iii-league-baloncesto");
  });

  it("changes a competition's table rules: the public table follows them; a tie-break twice is refused", async () => {
    const rulesUrl = "/admin/campeonatos/futbol-masculino";
    const table = async () =>
      body<{ groups: { label: string; standings: { name: string; pts: number }[] }[] }>(
        await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
      ).groups[0]!.standings;
    const before = await table();
    const twice = await post(
      tournamentEditor.action as Fn,
      rulesUrl,
      {
        intent: "rules",
        pointsWin: "2",
        pointsDraw: "1",
        pointsLoss: "0",
        tieBreak1: "difference",
        tieBreak2: "difference",
      },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.tieBreak1).toBe("Cada desempate solo puede estar una vez.");

    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          rulesUrl,
          {
            intent: "rules",
            pointsWin: "2",
            pointsDraw: "1",
            pointsLoss: "0",
            tieBreak1: "head-to-head",
            tieBreak2: "difference",
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const after = await table();
    // Two points a win now: every team's points are recomputed from the same results.
    for (const row of after) {
      const was = before.find((b) => b.name === row.name)!;
      expect(row.pts).toBeLessThanOrEqual(was.pts);
    }
    expect(after.some((row) => row.pts < before.find((b) => b.name === row.name)!.pts)).toBe(true);
    const [saved] = await handle.db.select().from(competitions).where(eq(competitions.slug, "futbol-masculino"));
    expect(saved).toMatchObject({ pointsWin: 2, tieBreaks: ["head-to-head", "difference"] });
    // The page's rules state the same points, not a line fixed in code.
    const rules = body<{ rules: { sport: string[] } }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
    ).rules.sport;
    expect(rules[0]).toBe("Victoria 2 puntos, empate 1, derrota 0.");
    expect(rules.join(" ")).not.toContain("3 puntos");
    // Back to today's rules.
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          rulesUrl,
          {
            intent: "rules",
            pointsWin: "3",
            pointsDraw: "1",
            pointsLoss: "0",
            tieBreak1: "difference",
            tieBreak2: "scored",
            tieBreak3: "fewest-against",
            tieBreak4: "head-to-head",
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect(await table()).toEqual(before);
  });

  it("refuses a team or group of another competition", async () => {
    const other = (await call(tournamentEditor.loader as Fn, "/admin/campeonatos/voleibol-mixto", {
      cookie: adminCookie,
    })) as Editing;
    const mine = await load();
    const result = await post(
      tournamentEditor.action as Fn,
      url,
      {
        intent: "addMatch",
        team1Id: String(mine.teams[0]!.id),
        team2Id: String(other.teams[0]!.id),
        day: "2026-12-02",
      },
      adminCookie,
    );
    expect(status(result)).toBe(400);
    expect(refusal(result).formError).toBe("Ese equipo no es de esta competición.");
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "deleteTeam", id: String(other.teams[0]!.id) },
          adminCookie,
        ),
      ),
    ).toBe(404);
  });
});
