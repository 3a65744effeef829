import { describe, expect, it } from "vitest";
import {
  competitionRulesSchema,
  competitionSetupSchema,
  fixtureGenerationSchema,
  schoolCalendarSchema,
  knockoutDrawSchema,
  newCompetitionSchema,
} from "./competition-forms";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe("newCompetitionSchema", () => {
  it("takes a name, a sport, an optional category and a format (tables only unless said)", () => {
    expect(
      newCompetitionSchema.parse({ name: "  Fútbol Sala Femenino ", sport: "futbol", category: "femenino" }),
    ).toEqual({
      name: "Fútbol Sala Femenino",
      sport: "futbol",
      variant: null,
      category: "femenino",
      format: "groups",
      colour: null,
    });
    expect(newCompetitionSchema.parse({ name: "Bádminton", sport: "badminton", category: "" }).category).toBeNull();
    expect(newCompetitionSchema.parse({ name: "Copa", sport: "futbol", format: "groups-knockout" }).format).toBe(
      "groups-knockout",
    );
    expect(
      firstMessage(newCompetitionSchema.safeParse({ name: "Copa", sport: "futbol", format: "liguilla" }))?.message,
    ).toBe("Elige un formato.");
    // The card's colour: one of the list, or none (the next of the list).
    expect(newCompetitionSchema.parse({ name: "Copa", sport: "futbol", colour: "violeta" }).colour).toBe("violeta");
    expect(newCompetitionSchema.parse({ name: "Copa", sport: "futbol", colour: "" }).colour).toBeNull();
    expect(
      firstMessage(newCompetitionSchema.safeParse({ name: "Copa", sport: "futbol", colour: "fucsia" }))?.message,
    ).toBe("Elige un color de la lista.");
  });

  it("refuses an unknown sport or category, and an empty name, in Spanish", () => {
    expect(firstMessage(newCompetitionSchema.safeParse({ name: "Ajedrez", sport: "ajedrez" }))?.message).toBe(
      "Elige un deporte.",
    );
    expect(
      firstMessage(newCompetitionSchema.safeParse({ name: "Fútbol", sport: "futbol", category: "senior" }))?.message,
    ).toBe("Elige una categoría.");
    expect(firstMessage(newCompetitionSchema.safeParse({ name: "  ", sport: "futbol" }))?.message).toBe(
      "Escribe el nombre.",
    );
  });
});

describe("knockoutDrawSchema", () => {
  it("takes the first round's day and time and two choices; refuses a bad day or time in Spanish", () => {
    expect(knockoutDrawSchema.parse({ start: "2027-01-21", time: "11:15", thirdPlace: "on" })).toEqual({
      start: "2027-01-21",
      time: "11:15",
      courts: 1,
      thirdPlace: true,
      evenIfUnfinished: false,
      qualifiersPerGroup: 2,
    });
    expect(knockoutDrawSchema.parse({ start: "2027-01-21", time: "11:15", courts: "2" }).courts).toBe(2);
    expect(
      knockoutDrawSchema.safeParse({ start: "2027-01-21", time: "11:15", courts: "9" }).error?.issues[0]?.message,
    ).toBe("Como mucho 8 pistas.");
    expect(
      knockoutDrawSchema.parse({ start: "2027-01-21", time: "11:15", qualifiersPerGroup: "1" }).qualifiersPerGroup,
    ).toBe(1);
    expect(
      knockoutDrawSchema.safeParse({ start: "2027-01-21", time: "11:15", qualifiersPerGroup: "3" }).error?.issues[0]
        ?.message,
    ).toBe("Elige cuántos pasan de cada grupo.");
    expect(firstMessage(knockoutDrawSchema.safeParse({ start: "21/01/2027", time: "11:15" }))?.message).toBe(
      "Elige el día de la primera ronda.",
    );
    expect(firstMessage(knockoutDrawSchema.safeParse({ start: "2027-01-21", time: "25:00" }))?.message).toBe(
      "Escribe la hora como 11:15.",
    );
  });
});

describe("a new competition's way of playing", () => {
  const setup = competitionSetupSchema([]);
  it("takes its sport's own, and refuses another sport's", () => {
    expect(setup.parse({ name: "Copa 3x3", sport: "baloncesto", variant: "3x3" }).variant).toBe("3x3");
    expect(setup.parse({ name: "Copa", sport: "baloncesto", variant: "" }).variant).toBeNull();
    expect(firstMessage(setup.safeParse({ name: "Copa", sport: "futbol", variant: "3x3" }))).toMatchObject({
      message: "Esa modalidad es de otro deporte: elige una del deporte de la competición.",
      path: ["variant"],
    });
    expect(firstMessage(setup.safeParse({ name: "Copa", sport: "futbol", variant: "11x11" }))?.message).toBe(
      "Elige una modalidad de la lista.",
    );
  });
});

describe("competitionRulesSchema", () => {
  it("gives the points and the tie-breaks in the order chosen, leaving out the empty ones", () => {
    expect(
      competitionRulesSchema.parse({
        pointsWin: "2",
        pointsDraw: "1",
        pointsLoss: "0",
        tieBreak1: "head-to-head",
        tieBreak2: "",
        tieBreak3: "difference",
        variant: "3x3",
        ownRules: " Balón de talla 6.\r\nSin árbitro. ",
      }),
    ).toEqual({
      variant: "3x3",
      ownRules: "Balón de talla 6.\nSin árbitro.",
      points: { win: 2, draw: 1, loss: 0 },
      tieBreaks: ["head-to-head", "difference"],
    });
  });

  it("refuses a tie-break twice, points out of 0-10 and unknown tie-breaks", () => {
    const twice = firstMessage(
      competitionRulesSchema.safeParse({
        pointsWin: "3",
        pointsDraw: "1",
        pointsLoss: "0",
        tieBreak1: "scored",
        tieBreak2: "scored",
      }),
    );
    expect(twice).toMatchObject({ message: "Cada desempate solo puede estar una vez.", path: ["tieBreak1"] });
    expect(
      firstMessage(competitionRulesSchema.safeParse({ pointsWin: "11", pointsDraw: "1", pointsLoss: "0" }))?.message,
    ).toBe("De 0 a 10 puntos.");
    expect(
      firstMessage(
        competitionRulesSchema.safeParse({ pointsWin: "3", pointsDraw: "1", pointsLoss: "0", tieBreak1: "suerte" }),
      )?.message,
    ).toBe("Elige un desempate.");
  });
});

describe("fixtureGenerationSchema", () => {
  const valid = { groupId: "4", start: "2027-01-11", time: "11:15", courts: "2" };

  it("reads the form: numbers and the home-and-away box", () => {
    expect(fixtureGenerationSchema.parse({ ...valid, homeAndAway: "on" })).toEqual({
      groupId: 4,
      start: "2027-01-11",
      time: "11:15",
      courts: 2,
      homeAndAway: true,
    });
    expect(fixtureGenerationSchema.parse(valid)).toMatchObject({ homeAndAway: false });
  });

  it("refuses a missing first day, a bad time, no courts and a day that does not exist, in Spanish", () => {
    expect(firstMessage(fixtureGenerationSchema.safeParse({ ...valid, start: "" }))?.message).toBe(
      "Elige el primer día.",
    );
    expect(firstMessage(fixtureGenerationSchema.safeParse({ ...valid, time: "11h" }))?.message).toBe(
      "Escribe la hora como 11:15.",
    );
    expect(firstMessage(fixtureGenerationSchema.safeParse({ ...valid, courts: "0" }))?.message).toBe(
      "Al menos una pista.",
    );
  });
});

describe("schoolCalendarSchema", () => {
  it("reads the days and periods with their notes, and refuses a day that does not exist, in Spanish", () => {
    expect(schoolCalendarSchema.parse({ days: "12/01/2027 excursión\n2027-02-15-2027-02-16 exámenes" })).toEqual({
      days: [
        { day: "2027-01-12", note: "excursión" },
        { day: "2027-02-15", note: "exámenes" },
        { day: "2027-02-16", note: "exámenes" },
      ],
    });
    expect(schoolCalendarSchema.parse({})).toEqual({ days: [] });
    expect(firstMessage(schoolCalendarSchema.safeParse({ days: "30/02/2027" }))?.message).toBe(
      "«30/02/2027» no es un día ni un periodo: escribe 08/12/2026, 2026-12-08 o 23/12/2026-07/01/2027 (de 120 días como mucho).",
    );
  });
});
