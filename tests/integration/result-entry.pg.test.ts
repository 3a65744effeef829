import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchResultChanges, tournamentMatches } from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import { loader } from "../../app/routes/campeonatos/hub/competition";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { BROWSER_GATE_POLICY } from "../../app/platform/server/rate-limit.server";
import type { CompetitionPageLoaded } from "../../app/competitions/domain/competition-page";
import { callRoute, dataOf } from "../helpers/route-call";
import { loader as sessionLoader } from "../../app/routes/admin/sesion";
import { organiserDayPassCookie } from "../../app/competitions/server/organiser-day.server";
import { closeOrganiserDayPasses, listOrganiserDayPasses } from "../../app/people/server/organiser-day-passes.server";
import { setGatePassword } from "../../app/people/server/gates.server";
import { madridDayEnd } from "../../app/platform/domain/madrid-time";
import { callRouteData, firstPending, load, openTournament, ORGANISER, post, unlock } from "../helpers/tournament";

let handle: DatabaseHandle;
let context: AppContext;

beforeAll(async () => {
  ({ handle, context } = await openTournament());
});
afterAll(async () => {
  await handle?.close();
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

  it("shows a followed team's next match first and says which it is, the played ones after it, newest first", async () => {
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

    // Each device has its own pass: another phone's is another value, and the teacher closes them all.
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
