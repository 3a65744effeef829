import { and, eq, isNull } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  competitionGroups,
  competitions,
  gatePasswords,
  matchResultChanges,
  tournamentMatches,
  tournamentTeams,
} from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import { computeStandings } from "../../app/competitions/domain/standings";
import { loader as mantecupLoader } from "../../app/routes/campeonatos/mantecup";
import { loader as calendarLoader } from "../../app/routes/campeonatos/mantecup/calendar";
import { action, loader } from "../../app/routes/campeonatos/mantecup/competition";
import type { getCompetitionPage } from "../../app/competitions/server/competitions.server";
import { loader as liveLoader } from "../../app/routes/campeonatos/mantecup/live";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { BROWSER_GATE_POLICY, type Client } from "../../app/platform/server/rate-limit.server";
import { createPostgresEvents } from "../../app/platform/server/live-events.server";
import { hashPassword } from "../../app/people/server/passwords.server";
import type { ResultAnswer } from "../../app/competitions/domain/match-result";
import type { CompetitionPageLoaded } from "../../app/competitions/domain/competition-page";
import { SEED_COMPETITIONS } from "../../db/seed-data/tournaments";
import { testContext } from "../helpers/app-context";
import { type ActionAnswer, callAction, callRoute, dataOf, statusOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";
import { loader as sessionLoader } from "../../app/routes/admin/sesion";
import {
  closeOrganiserDayPasses,
  listOrganiserDayPasses,
  organiserDayPassCookie,
} from "../../app/competitions/server/organiser-day.server";
import { setGatePassword } from "../../app/people/server/gates.server";
import { madridDayEnd } from "../../app/platform/domain/madrid-time";

async function callRouteData(url: string, cookie?: string) {
  return dataOf<{ access: string }>(await callRoute(loader, url, { context, cookie }))!;
}

const ORGANISER = "clave-de-prueba";
let handle: DatabaseHandle;
let context: AppContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(gatePasswords).values({ gate: "organiser", passwordHash: await hashPassword(ORGANISER) });
  context = testContext(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

type Answer = ActionAnswer<ResultAnswer>;

function post(
  slug: string,
  fields: Record<string, string>,
  options: { js?: boolean; client?: Client; cookie?: string } = {},
): Promise<Answer> {
  const ctx = options.client ? { ...context, client: options.client } : context;
  return callAction<ResultAnswer>(
    action,
    `/campeonatos/mantecup/${slug}`,
    { ...fields, ...(options.js === false ? {} : { _js: "1" }) },
    { context: ctx, cookie: options.cookie },
  );
}

type CompetitionPageData = NonNullable<Awaited<ReturnType<typeof getCompetitionPage>>> & {
  access: string;
  selectedMatchId: number | null;
};

async function load(slug: string) {
  return dataOf<CompetitionPageData>(await callRoute(loader, `/campeonatos/mantecup/${slug}`, { context }))!;
}

async function unlock(slug: string, matchId: number) {
  const answer = await post(slug, { intent: "unlock", partido: String(matchId), password: ORGANISER });
  expect(answer.data?.reply?.stage).toBe("unlocked");
  return answer.data!.reply!.pass!;
}

async function firstPending(slug: string) {
  const [match] = await handle.db
    .select()
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), isNull(tournamentMatches.team1Score)))
    .orderBy(tournamentMatches.id)
    .limit(1);
  return match!;
}

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
    const { validateBadmintonScore } = await import("../../app/competitions/domain/match-result");
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
      const mantecup = dataOf<Awaited<ReturnType<typeof mantecupLoader>>>(
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

describe("result entry", () => {
  it("refuses a wrong organiser password and gives no pass", async () => {
    const answer = await post("futbol-femenino", { intent: "unlock", partido: "20", password: "nope" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "partido-20",
      ok: false,
      reply: { stage: "locked" },
      notice: { title: "Contraseña incorrecta", description: "La contraseña no es válida. Inténtalo de nuevo." },
    });
    expect(answer.data?.reply?.pass).toBeUndefined();
  });

  it("unlocks with the right password", async () => {
    const answer = await post("futbol-femenino", { intent: "unlock", partido: "20", password: ORGANISER });
    expect(answer.status).toBe(200);
    expect(answer.data?.notice).toMatchObject({
      title: "Acceso autorizado",
      description: "Ya puedes introducir el resultado del partido.",
    });
    expect(answer.data?.reply).toMatchObject({ stage: "unlocked", pass: expect.stringMatching(/^[\w-]{32}$/) });
  });

  it("shows a followed team's next match first and says which it is, the played ones after it, newest first (issue 47)", async () => {
    const rayo = (await load("futbol-masculino")).groups
      .flatMap((g) => g.standings)
      .find((row) => row.name === "Rayo Recreo")!;
    const page = dataOf<CompetitionPageLoaded>(
      await callRoute(loader, `/campeonatos/mantecup/futbol-masculino?equipo=${rayo.id}`, { context }),
    )!;
    const pending = page.matches.filter((m) => !m.played);
    expect(pending.length).toBeGreaterThan(0);
    expect(page.nextMatchId).toBe(page.matches[0]!.id);
    expect(page.matches[0]!.played).toBe(false);
    // Every match to play comes before every played one.
    expect(page.matches.slice(0, pending.length).every((m) => !m.played)).toBe(true);
  });

  it("gives the device today's organiser pass: the next matches are saved without the password, until midnight or a new password", async () => {
    const granted = await post("futbol-femenino", { intent: "unlock", partido: "20", password: ORGANISER });
    const setCookie = granted.setCookie ?? "";
    expect(setCookie).toMatch(/^ef_organiser_day=[^;]+;.*Max-Age=\d+/);
    expect(setCookie).toMatch(/HttpOnly/);
    // It lives until midnight in Madrid, no longer.
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)![1]);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((madridDayEnd(new Date()).getTime() - Date.now()) / 1000));
    const cookie = setCookie.split(";")[0]!;

    // Three matches in a row, no password and no match pass: saved.
    for (let i = 0; i < 3; i++) {
      const match = await firstPending("futbol-femenino");
      const saved = await post(
        "futbol-femenino",
        { intent: "save", partido: String(match.id), team1: String(i), team2: "1" },
        { cookie },
      );
      expect(saved.status, `match ${match.id}`).toBe(200);
      expect(saved.data?.reply?.stage).toBe("saved");
    }
    // The session check and the no-JavaScript page know the device needs no password.
    const session = (await callRoute(sessionLoader, "/admin/sesion", { context, cookie })) as Response;
    expect(await session.json()).toEqual({ signedIn: false, organiserDay: true });
    const next = await firstPending("futbol-femenino");
    expect((await callRouteData(`/campeonatos/mantecup/futbol-femenino?partido=${next.id}`, cookie)).access).toBe(
      "day-pass",
    );
    expect((await callRouteData(`/campeonatos/mantecup/futbol-femenino?partido=${next.id}`)).access).toBe("password");

    // Yesterday's pass does not open today.
    const yesterday = (await organiserDayPassCookie(context, new Date(Date.now() - 86_400_000))).split(";")[0]!;
    expect(
      (
        await post(
          "futbol-femenino",
          { intent: "save", partido: String(next.id), team1: "1", team2: "0" },
          { cookie: yesterday },
        )
      ).status,
    ).toBe(403);

    // Each device has its own pass (issue 45): another phone's is another value, and the teacher closes them all.
    const otherPhone = (
      await post("futbol-femenino", { intent: "unlock", partido: "20", password: ORGANISER })
    ).setCookie!.split(";")[0]!;
    expect(otherPhone).not.toBe(cookie);
    expect((await listOrganiserDayPasses(handle.db)).length).toBeGreaterThanOrEqual(2);
    const stillOpen = await firstPending("futbol-femenino");
    expect(
      (
        await post(
          "futbol-femenino",
          { intent: "save", partido: String(stillOpen.id), team1: "2", team2: "2" },
          { cookie: otherPhone },
        )
      ).status,
    ).toBe(200);
    expect(await closeOrganiserDayPasses(handle.db)).toBeGreaterThanOrEqual(2);
    const afterClose = await firstPending("futbol-femenino");
    for (const phone of [cookie, otherPhone])
      expect(
        (
          await post(
            "futbol-femenino",
            { intent: "save", partido: String(afterClose.id), team1: "1", team2: "0" },
            { cookie: phone },
          )
        ).status,
      ).toBe(403);
    expect(await listOrganiserDayPasses(handle.db)).toEqual([]);
    const reopened = (
      await post("futbol-femenino", { intent: "unlock", partido: "20", password: ORGANISER })
    ).setCookie!.split(";")[0]!;
    const last = await firstPending("futbol-femenino");

    // The teacher changes the organiser password: every device's pass ends at once.
    await setGatePassword(handle.db, "organiser", "otra-clave-nueva");
    try {
      const refused = await post(
        "futbol-femenino",
        { intent: "save", partido: String(last.id), team1: "1", team2: "0" },
        { cookie: reopened },
      );
      expect(refused.status).toBe(403);
      expect(refused.data?.reply?.stage).toBe("locked");
      const [after] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, last.id));
      expect(after?.team1Score).toBeNull();
    } finally {
      await setGatePassword(handle.db, "organiser", ORGANISER);
    }
  });

  it("refuses to save without a valid pass (403) and saves nothing", async () => {
    const match = await firstPending("futbol-femenino");
    for (const pass of ["", "123.abc", `${Date.now() + 60_000}.forged`]) {
      const answer = await post("futbol-femenino", {
        intent: "save",
        partido: String(match.id),
        pass,
        team1: "1",
        team2: "0",
      });
      expect(answer.status).toBe(403);
      expect(answer.data?.reply?.stage).toBe("locked");
    }
    const [after] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect(after?.team1Score).toBeNull();
  });

  it.each([
    ["", "1", "Resultado no válido"],
    ["3.5", "1", "Resultado no válido"],
    ["-1", "2", "Resultado no válido"],
    ["abc", "2", "Resultado no válido"],
  ])("refuses %j - %j with '%s' and keeps the typed values", async (team1, team2, title) => {
    const match = await firstPending("futbol-femenino");
    const pass = await unlock("futbol-femenino", match.id);
    const answer = await post("futbol-femenino", { intent: "save", partido: String(match.id), pass, team1, team2 });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      reply: { stage: "unlocked", pass },
      result: { initialValue: { team1, team2 } },
      notice: { title, variant: "destructive" },
    });
  });

  it.each([
    ["20", "18", "Al menos un jugador debe alcanzar 21 puntos."],
    ["21", "21", "En bádminton no puede haber empate."],
    [
      "21",
      "20",
      "El set se gana por 2 puntos de diferencia: con 20 iguales se sigue hasta sacar 2 de ventaja, con un máximo de 30 (30-29).",
    ],
  ])("applies the badminton rules to %s-%s", async (team1, team2, description) => {
    const match = await firstPending("badminton-masculino");
    const pass = await unlock("badminton-masculino", match.id);
    const answer = await post("badminton-masculino", { intent: "save", partido: String(match.id), pass, team1, team2 });
    expect(answer.status).toBe(400);
    expect(answer.data?.notice).toMatchObject({ title: "Resultado de Bádminton inválido", description });
  });

  it("saves a result, logs it, tells live subscribers, and the table counts it", async () => {
    const match = await firstPending("voleibol-mixto");
    const heard: string[] = [];
    const stop = context.events.subscribe("competition:voleibol-mixto", (payload) => heard.push(payload));
    const before = (await load("voleibol-mixto")).groups[0]!.standings.find((r) => r.id === match.team1Id)!;
    const pass = await unlock("voleibol-mixto", match.id);
    const answer = await post("voleibol-mixto", {
      intent: "save",
      partido: String(match.id),
      pass,
      team1: " 25 ",
      team2: "20",
    });
    stop();
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      reply: { stage: "saved" },
      notice: { title: "¡Resultado Actualizado!", description: "La tabla de clasificación ha sido actualizada." },
    });
    const [saved] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    expect([saved?.team1Score, saved?.team2Score, saved?.status]).toEqual([25, 20, "played"]);
    const after = (await load("voleibol-mixto")).groups[0]!.standings.find((r) => r.id === match.team1Id)!;
    expect([after.pj - before.pj, after.v - before.v, after.pts - before.pts, after.pf - before.pf]).toEqual([
      1, 1, 3, 25,
    ]);
    expect(heard).toEqual([JSON.stringify({ matchId: match.id })]);
    const log = await handle.db.select().from(matchResultChanges).where(eq(matchResultChanges.matchId, match.id));
    expect(log).toMatchObject([
      {
        oldTeam1Score: null,
        oldTeam2Score: null,
        newTeam1Score: 25,
        newTeam2Score: 20,
        changedBy: "contraseña de organización",
        clientIp: "203.0.113.7",
      },
    ]);
  });

  it("allows correcting a played match and logs the old and the new score", async () => {
    const [played] = await handle.db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, "baloncesto-mixto"))
      .orderBy(tournamentMatches.id)
      .limit(1);
    expect(played?.status).toBe("played");
    const pass = await unlock("baloncesto-mixto", played!.id);
    const answer = await post("baloncesto-mixto", {
      intent: "save",
      partido: String(played!.id),
      pass,
      team1: "10",
      team2: "12",
    });
    expect(answer.status).toBe(200);
    const log = await handle.db.select().from(matchResultChanges).where(eq(matchResultChanges.matchId, played!.id));
    expect(log.at(-1)).toMatchObject({
      oldTeam1Score: played!.team1Score,
      oldTeam2Score: played!.team2Score,
      newTeam1Score: 10,
      newTeam2Score: 12,
    });
  });

  it("without JavaScript redirects back to the match with a flash notice", async () => {
    const match = await firstPending("futbol-masculino");
    const pass = await unlock("futbol-masculino", match.id);
    const answer = await post(
      "futbol-masculino",
      { intent: "save", partido: String(match.id), pass, team1: "2", team2: "2" },
      { js: false },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/campeonatos/mantecup/futbol-masculino#partido-${match.id}`);
    expect(answer.setCookie).toContain("ef_toast=");
  });

  it("refuses a match of another competition (404) without touching it", async () => {
    const other = await firstPending("futbol-masculino");
    const pass = await unlock("baloncesto-mixto", other.id);
    const answer = await post("baloncesto-mixto", {
      intent: "save",
      partido: String(other.id),
      pass,
      team1: "1",
      team2: "0",
    });
    expect(answer.status).toBe(404);
    const [after] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, other.id));
    expect(after?.team1Score).toBeNull();
  });

  it("past a browser's free guesses each one waits longer, even the right one; others behind the same address are not affected", async () => {
    const browser = { ip: "198.51.100.99", browserId: "navegador-con-erratas" };
    for (let i = 0; i < BROWSER_GATE_POLICY.free + 1; i++) {
      expect(
        (await post("futbol-femenino", { intent: "unlock", partido: "20", password: `mal-${i}` }, { client: browser }))
          .status,
      ).toBe(400);
    }
    const waiting = await post(
      "futbol-femenino",
      { intent: "unlock", partido: "20", password: ORGANISER },
      { client: browser },
    );
    expect(waiting.status).toBe(429);
    expect(waiting.data?.reply?.pass).toBeUndefined();
    expect(waiting.data?.notice).toMatchObject({
      title: "Demasiados intentos",
      description: expect.stringMatching(/Espera 2 segundos/),
    });
    // A classmate on the same network (same address, own browser) opens it at once.
    expect(
      (
        await post(
          "futbol-femenino",
          { intent: "unlock", partido: "20", password: ORGANISER },
          { client: { ...browser, browserId: "otro-navegador" } },
        )
      ).status,
    ).toBe(200);
  });

  it("ties the pass to its match and ends it when the dialog closes or the result is saved", async () => {
    const [first, second] = await handle.db
      .select()
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.competitionSlug, "futbol-femenino"), isNull(tournamentMatches.team1Score)))
      .orderBy(tournamentMatches.id)
      .limit(2);
    const pass = await unlock("futbol-femenino", first!.id);
    // Not a key to other matches.
    expect(
      (await post("futbol-femenino", { intent: "save", partido: String(second!.id), pass, team1: "1", team2: "0" }))
        .status,
    ).toBe(403);
    // Closing the dialog ends it.
    expect((await post("futbol-femenino", { intent: "lock", partido: String(first!.id), pass })).status).toBe(200);
    expect(
      (await post("futbol-femenino", { intent: "save", partido: String(first!.id), pass, team1: "1", team2: "0" }))
        .status,
    ).toBe(403);
    // Saving ends it too: a later correction asks for the password again.
    const again = await unlock("futbol-femenino", first!.id);
    expect(
      (
        await post("futbol-femenino", {
          intent: "save",
          partido: String(first!.id),
          pass: again,
          team1: "1",
          team2: "0",
        })
      ).status,
    ).toBe(200);
    const reuse = await post("futbol-femenino", {
      intent: "save",
      partido: String(first!.id),
      pass: again,
      team1: "3",
      team2: "0",
    });
    expect(reuse.status).toBe(403);
    expect(reuse.data?.notice?.title).toBe("Acceso caducado");
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
    expect(response.headers.get("Content-Disposition")).toContain(`mantecup-futbol-masculino-equipo-${team!.id}.ics`);

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
