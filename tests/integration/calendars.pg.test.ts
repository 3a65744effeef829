import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as calendar from "../../app/routes/campeonatos/hub/calendar";
import { planCompetitionSetup } from "../../app/competitions/domain/competition-setup";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { drawKnockoutStage } from "../../app/competitions/server/knockout-draw.server";
import { setUpCompetition } from "../../app/competitions/server/setup.server";
import { testContext } from "../helpers/app-context";
import { callRoute, type RouteFunction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  // A cup of 8 teams in 2 groups whose knockout is drawn before the groups end: the final's teams are not known.
  const plan = planCompetitionSetup(
    {
      teams: "Rayo\nLeones\nTigres\nHalcones\nPumas\nLinces\nOsos\nLobos",
      groupCount: 2,
      seed: 7,
      fixtures: { start: "2027-02-01", time: "11:15", courts: 1, homeAndAway: false },
    },
    [],
  );
  if ("error" in plan) throw new Error(plan.error);
  await handle.db.transaction((tx) =>
    setUpCompetition(
      tx,
      { name: "Copa de Primavera", sport: "futbol", category: "mixto", format: "groups-knockout" },
      plan,
    ),
  );
  await handle.db.transaction((tx) =>
    drawKnockoutStage(tx, "copa-de-primavera", {
      thirdPlace: false,
      evenIfUnfinished: true,
      start: "2027-03-01",
      time: "11:15",
    }),
  );
});
afterAll(() => handle.close());

/** The feed as a calendar app reads it: parsed by a maintained iCalendar library. */
async function feed(url: string) {
  const response = (await callRoute(calendar.loader as RouteFunction, url, {
    context: testContext(handle.db),
    params: { torneo: url.split("/")[4]!, competicion: url.split("/")[5]! },
  })) as Response;
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const component = new ICAL.Component(ICAL.parse(await response.text()));
  return component.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      description: event.description,
    };
  });
}

describe("calendar feeds that update", () => {
  it("keep each event's UID whatever address the site is reached by, so a subscription never doubles its events", async () => {
    const [first, second] = await Promise.all([
      feed("http://192.168.1.20:3000/campeonatos/mantecup/futbol-masculino/calendario.ics"),
      feed("https://ef.ejemplo.es/campeonatos/mantecup/futbol-masculino/calendario.ics"),
    ]);
    expect(first.length).toBeGreaterThan(0);
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    for (const event of first) {
      expect(event.uid).toMatch(/^partido-\d+@ef-[0-9a-z]+$/);
      expect(event.uid).not.toContain("ejemplo");
      expect(event.uid).not.toContain("192.168");
    }
  });

  it("carry the knockout's ties as soon as they are planned, by round, with where their teams will come from", async () => {
    const events = await feed("https://ef.ejemplo.es/campeonatos/mantecup/copa-de-primavera/calendario.ics");
    const final = events.find((e) => e.summary.startsWith("Final: "));
    expect(final).toMatchObject({
      summary: "Final: Ganador de Semifinal 1 - Ganador de Semifinal 2 (Copa de Primavera · Mantecup)",
      uid: expect.stringMatching(/^eliminatoria-copa-de-primavera-.+@ef-/),
    });
    expect(final!.description.startsWith("Final · ")).toBe(true);
    const semifinals = events.filter((e) => e.summary.startsWith("Semifinal "));
    expect(semifinals).toHaveLength(2);
    // 12 group matches and 3 ties, each once.
    expect(events).toHaveLength(15);
    expect(new Set(events.map((e) => e.uid)).size).toBe(15);
  });

  it("never lets a team's name forge an event: a lone CR stored before this release is escaped like a line break", async () => {
    const { tournamentTeams } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await handle.db
      .update(tournamentTeams)
      .set({ name: "Crx\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Falso" })
      .where(eq(tournamentTeams.name, "Rayo"));
    const url = "https://ef.ejemplo.es/campeonatos/mantecup/copa-de-primavera/calendario.ics";
    const response = (await callRoute(calendar.loader as RouteFunction, url, {
      context: testContext(handle.db),
      params: { torneo: "mantecup", competicion: "copa-de-primavera" },
    })) as Response;
    const bytes = await response.text();
    // Every CR is part of a CRLF line ending; the name stays inside its own event's text.
    expect(bytes.replace(/\r\n/g, "")).not.toContain("\r");
    const events = await feed(url);
    expect(events.some((event) => event.summary.includes("Crx\nEND:VEVENT"))).toBe(true);
    expect(events.some((event) => event.summary === "Falso")).toBe(false);
    await handle.db
      .update(tournamentTeams)
      .set({ name: "Rayo" })
      .where(eq(tournamentTeams.name, "Crx\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Falso"));
  });
});
