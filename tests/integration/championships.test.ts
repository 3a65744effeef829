import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  competitions,
  leagueTeams,
  tournamentEnrolments,
  tournamentSettings,
  hallOfFameSuggestions,
} from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { getTournamentEnrolment } from "../../app/competitions/server/championships.server";
import { changeInboxItem } from "../../app/inbox/server/inbox.server";
import { saveModerationSettings } from "../../app/platform/server/site-settings.server";
import { action as hubAction, loader as hubLoader } from "../../app/routes/campeonatos/hub";
import { action as hallAction } from "../../app/routes/campeonatos/salon-de-la-fama";
import { GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { callAction, callRoute, dataOf, type RouteFunction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

type Answer = {
  ok: boolean;
  notice: { title: string; description?: string };
  result: { error?: Record<string, string[]> };
};
const post = (act: RouteFunction, url: string, fields: Record<string, string>) =>
  callAction<Answer>(
    act,
    url,
    { ...fields, _js: "1" },
    { context: { ...testContext(handle.db), limits: GENEROUS_LIMITS } },
  );

const team = { name: "Los Rayos", captain: "Ana", sport: "Fútbol Sala", members: "Ana\nLuis\n\nMarta " };

describe("league enrolment", () => {
  it("stores the team with its members as a list", async () => {
    const answer = await post(hubAction, "/campeonatos/fernando-iii-league", team);
    expect(answer.data?.notice.title).toBe("¡Equipo inscrito!");
    const [row] = await handle.db.select().from(leagueTeams).where(eq(leagueTeams.name, "Los Rayos"));
    expect(row?.members).toEqual(["Ana", "Luis", "Marta"]);
  });

  it("refuses the same name in the same sport, in any case or spacing (409, field error)", async () => {
    const answer = await post(hubAction, "/campeonatos/fernando-iii-league", { ...team, name: "  los RAYOS " });
    expect(answer.status).toBe(409);
    expect(answer.data?.result.error?.name).toEqual(["Ese nombre ya está inscrito en este deporte."]);
    expect(answer.data?.notice.title).toBe("Nombre de equipo repetido");
    expect(await handle.db.select().from(leagueTeams)).toHaveLength(1);
  });

  it("allows the same name in the other sport", async () => {
    expect((await post(hubAction, "/campeonatos/fernando-iii-league", { ...team, sport: "Baloncesto" })).status).toBe(
      200,
    );
  });

  it("answers a bot (honeypot filled) without a 500 and stores nothing, even with invalid fields", async () => {
    const before = (await handle.db.select().from(leagueTeams)).length;
    const invalid = await post(hubAction, "/campeonatos/fernando-iii-league", {
      name: "",
      captain: "",
      sport: "",
      members: "",
      sitio_web: "spam",
    });
    expect(invalid.status).toBe(400);
    const valid = await post(hubAction, "/campeonatos/fernando-iii-league", {
      ...team,
      name: "Bots FC",
      sitio_web: "spam",
    });
    expect(valid.data?.ok).toBe(true);
    expect((await handle.db.select().from(leagueTeams)).length).toBe(before);
  });

  it("keeps a new team (pupils' names) off the public list until the teacher approves it, and says so", async () => {
    const answer = await post(hubAction, "/campeonatos/fernando-iii-league", { ...team, name: "Las Gacelas" });
    expect(answer.data?.notice).toMatchObject({
      title: "¡Equipo inscrito!",
      description: expect.stringMatching(/cuando el profesorado apruebe/),
    });
    const listed = async () =>
      dataOf<{ teams: { name: string }[] }>(
        await callRoute(hubLoader, "/campeonatos/fernando-iii-league", { context: testContext(handle.db) }),
      )!.teams.map((t) => t.name);
    expect(await listed()).not.toContain("Las Gacelas");
    const [row] = await handle.db
      .select({ id: leagueTeams.id })
      .from(leagueTeams)
      .where(eq(leagueTeams.name, "Las Gacelas"));
    expect(await changeInboxItem(handle.db, "liga", row!.id, "approve")).toBe(true);
    expect(await listed()).toContain("Las Gacelas");
    expect(await changeInboxItem(handle.db, "liga", row!.id, "unapprove")).toBe(true);
    expect(await listed()).not.toContain("Las Gacelas");
    // With approval turned off in the panel, a team is listed at once (the spec's behaviour).
    await saveModerationSettings(handle.db, { approvePublicNames: false, premoderateComments: false });
    const direct = await post(hubAction, "/campeonatos/fernando-iii-league", { ...team, name: "Los Linces" });
    expect(direct.data?.notice.description).toBe("Los Linces ya aparece en la lista de equipos inscritos.");
    expect(await listed()).toContain("Los Linces");
    await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: false });
  });

  it("stores no control character: a lone CR in a team's name is a space, and escapes elsewhere are gone", async () => {
    const answer = await post(hubAction, "/campeonatos/fernando-iii-league", {
      ...team,
      name: "Crx\rEND:VEVENT",
      captain: "Ana\u001b[31m",
      members: "Ana\rLuis\u0007",
    });
    expect(answer.data?.ok).toBe(true);
    const [row] = await handle.db.select().from(leagueTeams).where(eq(leagueTeams.name, "Crx END:VEVENT"));
    expect(row).toMatchObject({ captain: "Ana[31m", members: ["Ana", "Luis"] });
    expect(await handle.db.select().from(leagueTeams).where(eq(leagueTeams.name, "Crx\rEND:VEVENT"))).toHaveLength(0);
  });

  it("refuses a sport that is not in the league", async () => {
    const answer = await post(hubAction, "/campeonatos/fernando-iii-league", {
      ...team,
      name: "Otro",
      sport: "Tenis",
    });
    expect(answer.status).toBe(400);
    // Every field was filled: the notice says what is wrong, not that a field is empty.
    expect(answer.data?.notice).toMatchObject({ title: "Revisa el campo marcado", description: "Elige el deporte." });
    // An empty field still gets the spec's notice.
    expect(
      (await post(hubAction, "/campeonatos/fernando-iii-league", { ...team, name: " " })).data?.notice.description,
    ).toBe("Por favor, completa todos los campos del formulario.");
  });
});

describe("Mantecup enrolment", () => {
  it("is closed after the seed and the server refuses a registration", async () => {
    expect((await getTournamentEnrolment(handle.db)).open).toBe(false);
    const answer = await post(hubAction, "/campeonatos/mantecup", { ...team, sport: "Fútbol Masculino" });
    expect(answer.status).toBe(303);
    expect(await handle.db.select().from(tournamentEnrolments)).toHaveLength(0);
  });

  it("when open, stores the team as 'pendiente' with newline-separated members", async () => {
    await handle.db
      .update(tournamentSettings)
      .set({ enrolmentOpen: true, enrolmentDeadline: new Date(Date.now() + 86_400_000) });
    const answer = await post(hubAction, "/campeonatos/mantecup", { ...team, sport: "Voleibol Mixto" });
    expect(answer.data?.ok).toBe(true);
    const [row] = await handle.db.select().from(tournamentEnrolments);
    expect(row).toMatchObject({
      teamName: "Los Rayos",
      status: "pendiente",
      members: "Ana\nLuis\nMarta",
      sport: "Voleibol Mixto",
    });
  });

  it("offers the Mantecup's competitions as the database holds them: one the teacher creates at once, the league's never", async () => {
    await handle.db.insert(competitions).values([
      { slug: "ajedrez-mixto", name: "Ajedrez Mixto", sport: "badminton", position: 50 },
      { slug: "liga-de-prueba", name: "Liga de Prueba", sport: "futbol", position: 51, tournament: "liga" },
    ]);
    const page = dataOf<{ sports: string[] | null }>(
      await callRoute(hubLoader, "/campeonatos/mantecup", { context: testContext(handle.db) }),
    )!;
    expect(page.sports).toContain("Ajedrez Mixto");
    expect(page.sports).toContain("Fútbol Masculino");
    expect(page.sports).not.toContain("Liga de Prueba");
    const answer = await post(hubAction, "/campeonatos/mantecup", {
      ...team,
      name: "Los Alfiles",
      sport: "Ajedrez Mixto",
    });
    expect(answer.data?.ok).toBe(true);
    const refused = await post(hubAction, "/campeonatos/mantecup", {
      ...team,
      name: "Los Otros",
      sport: "Liga de Prueba",
    });
    expect(refused.status).toBe(400);
    await handle.db.delete(competitions).where(inArray(competitions.slug, ["ajedrez-mixto", "liga-de-prueba"]));
  });

  it("closes by itself once the deadline has passed", async () => {
    await handle.db
      .update(tournamentSettings)
      .set({ enrolmentOpen: true, enrolmentDeadline: new Date(Date.now() - 1000) });
    expect((await getTournamentEnrolment(handle.db)).open).toBe(false);
  });
});

describe("Hall of Fame suggestion", () => {
  it('stores a complete suggestion in "Salón de la fama"', async () => {
    const answer = await post(hallAction, "/campeonatos/salon-de-la-fama", {
      nombre: "Carla",
      tipo_atleta: "Alumno/a",
      deporte: "Natación",
      logro: "Récord",
    });
    expect(answer.data?.notice.title).toBe("¡Sugerencia enviada!");
    expect(await handle.db.select().from(hallOfFameSuggestions)).toHaveLength(1);
  });

  it("answers a missing field with the spec's notice and stores nothing", async () => {
    const answer = await post(hallAction, "/campeonatos/salon-de-la-fama", {
      nombre: "Carla",
      tipo_atleta: "",
      deporte: "Natación",
      logro: " ",
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.notice).toMatchObject({
      title: "Campos incompletos",
      description: "Por favor, rellena todos los campos para enviar tu sugerencia.",
    });
    expect(await handle.db.select().from(hallOfFameSuggestions)).toHaveLength(1);
  });
});
