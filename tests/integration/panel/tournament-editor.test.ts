import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, competitions, tournamentMatches } from "../../../db/schema";
import * as competitionsPanel from "../../../app/routes/admin/campeonatos/index";
import * as calendar from "../../../app/routes/admin/calendario";
import * as tournamentEditor from "../../../app/routes/admin/campeonatos/competition";
import { spanishMatchDay } from "../../../app/competitions/domain/fixtures";
import { madridDayOf } from "../../../app/platform/domain/madrid-time";
import { call, post, status, body, refusal, openPanel, type Fn, type Editing } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import type { AppContext } from "../../../app/platform/server/context.server";

let handle: DatabaseHandle;
let context: AppContext;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, context, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("tournaments editor", () => {
  const url = "/admin/campeonatos/badminton-femenino";
  const load = async () => (await call(tournamentEditor.loader as Fn, url, { cookie: adminCookie })) as Editing;

  it("writes its help text's example day as today's, not a day of 2025", async () => {
    const page = (await call(tournamentEditor.loader as Fn, url, { cookie: adminCookie })) as { exampleDay: string };
    expect(page.exampleDay).toBe(spanishMatchDay(madridDayOf(new Date())));
  });

  it("adds a team and a fixture, saves a valid result (live), refuses an invalid one, and clears it", async () => {
    const before = await load();
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addTeam", name: "Pareja Nueva", course: "2º ESO", groupId: String(before.groups[0]!.id) },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const withTeam = await load();
    const team = withTeam.teams.find((t) => t.name === "Pareja Nueva")!;
    const rival = withTeam.teams[0]!;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addMatch", team1Id: String(team.id), team2Id: String(team.id), day: "2026-12-01" },
          adminCookie,
        ),
      ),
    ).toBe(400);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addMatch", team1Id: String(team.id), team2Id: String(rival.id), day: "2026-12-01", time: "11:15" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const match = (await load()).matches.find((m) => m.team1Id === team.id)!;

    const bad = await post(
      tournamentEditor.action as Fn,
      url,
      { intent: "result", id: String(match.id), team1: "21", team2: "21" },
      adminCookie,
    );
    expect(status(bad)).toBe(400);
    expect(refusal(bad).formError).toBe("Resultado de Bádminton inválido: En bádminton no puede haber empate.");

    const heard: string[] = [];
    const unsubscribe = context.events.subscribe("competition:badminton-femenino", (message) => heard.push(message));
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "result", id: String(match.id), team1: "21", team2: "15" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    unsubscribe();
    expect(heard).toHaveLength(1);
    const played = (await load()).matches.find((m) => m.id === match.id)!;
    expect(played).toMatchObject({ played: true, team1Score: 21 });

    expect(
      status(
        await post(tournamentEditor.action as Fn, url, { intent: "clearResult", id: String(match.id) }, adminCookie),
      ),
    ).toBe(302);
    expect((await load()).matches.find((m) => m.id === match.id)).toMatchObject({ played: false, team1Score: null });
  });

  it("edits any competition the database holds at its own address; an unknown one is 404, an old link goes to its editor", async () => {
    await handle.db
      .insert(competitions)
      .values({ slug: "voleibol-femenino", name: "Voleibol Femenino", sport: "voleibol", position: 99 });
    const page = (await call(tournamentEditor.loader as Fn, "/admin/campeonatos/voleibol-femenino", {
      cookie: adminCookie,
    })) as {
      competition: { slug: string };
      competitions: { slug: string; name: string }[];
    };
    expect(page.competition.slug).toBe("voleibol-femenino");
    expect(page.competitions.at(-1)).toMatchObject({ slug: "voleibol-femenino", name: "Voleibol Femenino" });
    const added = (await post(
      tournamentEditor.action as Fn,
      "/admin/campeonatos/voleibol-femenino",
      { intent: "addTeam", name: "Las Rápidas" },
      adminCookie,
    )) as Response;
    expect(added.status).toBe(302);
    expect(
      status(await call(tournamentEditor.loader as Fn, "/admin/campeonatos/no-existe", { cookie: adminCookie })),
    ).toBe(404);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          "/admin/campeonatos/no-existe",
          { intent: "addTeam", name: "Nadie" },
          adminCookie,
        ),
      ),
    ).toBe(404);
    const gone = await post(
      tournamentEditor.action as Fn,
      "/admin/campeonatos/voleibol-femenino",
      { intent: "deleteTeam", id: "999999" },
      adminCookie,
    );
    expect([status(gone), refusal(gone).formError]).toEqual([404, "Ese elemento ya no existe."]);
    const list = body<{ competitions: { slug: string }[] }>(
      await call(competitionsPanel.loader as Fn, "/admin/campeonatos", { cookie: adminCookie }),
    );
    expect(list.competitions.map((c) => c.slug)).toContain("voleibol-femenino");
    const old = (await call(competitionsPanel.loader as Fn, "/admin/campeonatos?competicion=voleibol-femenino", {
      cookie: adminCookie,
    })) as Response;
    expect([old.status, old.headers.get("Location")]).toEqual([301, "/admin/campeonatos/voleibol-femenino"]);
    await handle.db.delete(competitions).where(eq(competitions.slug, "voleibol-femenino"));
  });

  it("generates a group's fixtures on school days, refuses bad days in Spanish, and never once the group has a result", async () => {
    const gen = "/admin/campeonatos/voleibol-mixto";
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          gen,
          { intent: "addGroup", code: "Z", label: "Grupo Z" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const withGroup = (await call(tournamentEditor.loader as Fn, gen, { cookie: adminCookie })) as Omit<
      Editing,
      "groups"
    > & { groups: { id: number; label: string }[] };
    const group = withGroup.groups.find((g) => g.label === "Grupo Z")!;
    for (const name of ["Zeta 1", "Zeta 2", "Zeta 3", "Zeta 4"]) {
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            gen,
            { intent: "addTeam", name, groupId: String(group.id) },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    const fields = {
      intent: "generateFixtures",
      groupId: String(group.id),
      start: "2027-01-02",
      time: "11:15",
      courts: "2",
    };

    // The school's days without classes are kept once, in /admin/calendario.
    const saveCalendar = (days: string) =>
      post(calendar.action as Fn, "/admin/calendario", { intent: "saveCalendar", days }, adminCookie);
    const badDay = await saveCalendar("2027-01-05\n31/02/2027");
    expect(status(badDay)).toBe(400);
    expect(refusal(badDay).fieldErrors.days).toBe(
      "«31/02/2027» no es un día ni un periodo: escribe 08/12/2026, 2026-12-08 o 23/12/2026-07/01/2027 (de 120 días como mucho).",
    );
    expect(refusal(badDay).values.days).toBe("2027-01-05\n31/02/2027");
    expect(status(await saveCalendar("2027-01-05\n07/01/2027 puente"))).toBe(302);

    expect(status(await post(tournamentEditor.action as Fn, gen, fields, adminCookie))).toBe(302);
    const rows = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id));
    expect(rows).toHaveLength(6);
    // Saturday the 2nd → Monday the 4th (2 courts); Tuesday the 5th and Thursday the 7th closed by the
    // calendar, Wednesday the 6th a national holiday (Epifanía) → Friday the 8th, Monday the 11th.
    expect([...new Set(rows.map((r) => r.date))]).toEqual([
      "Lunes, 4 de enero de 2027",
      "Viernes, 8 de enero de 2027",
      "Lunes, 11 de enero de 2027",
    ]);
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set(["Pista 1", "Pista 2"]));
    expect(rows.every((r) => r.time === "11:15" && r.status === "pending")).toBe(true);
    const [logged] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "Calendario generado"));
    expect(logged?.details).toBe("6 partidos desde 2027-01-02");
    // The calendar shows the days in the teacher's own words; the group's form says how many there are.
    const kept = (await call(calendar.loader as Fn, "/admin/calendario", { cookie: adminCookie })) as {
      days: string;
      holidays: { day: string; name: string }[];
    };
    expect(kept.days).toBe("05/01/2027\n07/01/2027 puente");
    expect(kept.holidays).toContainEqual({ day: "2025-12-08", name: "Inmaculada Concepción" });
    expect(kept.holidays).toHaveLength(10);
    const editing = (await call(tournamentEditor.loader as Fn, gen, { cookie: adminCookie })) as {
      nonSchoolDays: number;
    };
    expect(editing.nonSchoolDays).toBe(2);

    // Generating again replaces them (nothing played yet); after a result, it is refused and nothing changes.
    expect(status(await post(tournamentEditor.action as Fn, gen, { ...fields, homeAndAway: "on" }, adminCookie))).toBe(
      302,
    );
    const twice = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id));
    expect(twice).toHaveLength(12);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          gen,
          { intent: "result", id: String(twice[0]!.id), team1: "2", team2: "0" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const refused = await post(tournamentEditor.action as Fn, gen, fields, adminCookie);
    expect(status(refused)).toBe(409);
    expect(refusal(refused).formError).toBe("Este grupo ya tiene resultados: cambia o mueve sus partidos uno a uno.");
    expect(
      await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id)),
    ).toHaveLength(12);
  });
});
