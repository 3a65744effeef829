import { describe, expect, it } from "vitest";
import {
  escapeText,
  buildMatchCalendar,
  type CalendarMatch,
  calendarScore,
  parseMatchDay,
  parseMatchTime,
} from "./match-calendar";

describe("parseMatchDay", () => {
  it.each([
    ["13/01/2025", { year: 2025, month: 1, day: 13 }],
    ["3-2-2025", { year: 2025, month: 2, day: 3 }],
    ["2025-01-13", { year: 2025, month: 1, day: 13 }],
    ["Lunes, 13 de enero de 2025", { year: 2025, month: 1, day: 13 }],
    ["Martes 4 de Febrero 2025 - Pista 2", { year: 2025, month: 2, day: 4 }],
    ["29 de febrero de 2024", { year: 2024, month: 2, day: 29 }],
  ])("reads %j", (text, day) => expect(parseMatchDay(text)).toEqual(day));

  it.each([
    "Lunes 13 de enero",
    "Por determinar",
    "13/01",
    "31/02/2025",
    "29 de febrero de 2025",
    "13 de brumario de 2025",
    "",
    "Semana 3",
  ])("leaves %j out rather than guessing", (text) => expect(parseMatchDay(text)).toBeNull());
});

describe("parseMatchTime", () => {
  it("finds a time of day", () => {
    expect(parseMatchTime("11:15")).toEqual({ hour: 11, minute: 15 });
    expect(parseMatchTime("Recreo 11.15 h")).toEqual({ hour: 11, minute: 15 });
    expect(parseMatchTime("Recreo")).toBeNull();
    expect(parseMatchTime("25:10")).toBeNull();
  });
});

const match = (over: Partial<CalendarMatch>): CalendarMatch => ({
  uid: "partido-1",
  team1: "Los Rayos",
  team2: "Furia Roja",
  date: "Lunes, 13 de enero de 2025",
  time: "11:15",
  location: null,
  group: "Grupo A",
  round: null,
  score: null,
  ...over,
});

describe("buildMatchCalendar", () => {
  const now = new Date("2025-01-01T10:00:00Z");

  it("writes one Madrid-time event per parsable match and leaves the rest out", () => {
    const { ics, included, omitted } = buildMatchCalendar({
      name: "Fútbol Masculino",
      siteId: "ef-site",
      now,
      matches: [
        match({ uid: "partido-1" }),
        match({ uid: "partido-2", date: "Por determinar" }),
        match({ uid: "partido-3", date: "14/01/2025", time: null, location: "Pista 1, exterior" }),
      ],
    });
    expect([included, omitted]).toEqual([2, 1]);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("TZID:Europe/Madrid");
    expect(ics).toContain("UID:partido-1@ef-site");
    expect(ics).toContain("DTSTART;TZID=Europe/Madrid:20250113T111500");
    expect(ics).toContain("DTEND;TZID=Europe/Madrid:20250113T114500");
    expect(ics).toContain("DTSTAMP:20250101T100000Z");
    expect(ics).not.toContain("partido-2@");
    // No time: an all-day event; commas in text are escaped.
    expect(ics).toContain("DTSTART;VALUE=DATE:20250114");
    expect(ics).toContain("DTEND;VALUE=DATE:20250115");
    expect(ics).toContain("LOCATION:Pista 1\\, exterior");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("shows the score of a played match and folds long lines at 75 octets", () => {
    const { ics } = buildMatchCalendar({
      name: "Bádminton Femenino",
      siteId: "ef-site",
      now,
      matches: [
        match({
          score: "21-15",
          team1: "Lucía Fernández Álvarez / María José Ortega",
          team2: "Ángela Ruiz / Sofía Núñez Castaño",
        }),
      ],
    });
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "SUMMARY:Lucía Fernández Álvarez / María José Ortega 21-15 Ángela Ruiz / Sofía Núñez Castaño (Bádminton Femenino)",
    );
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("heads a knockout tie's event with its round, and writes the penalties that decided a draw", () => {
    const { ics } = buildMatchCalendar({
      name: "Copa",
      siteId: "ef-site",
      now,
      matches: [
        match({
          uid: "eliminatoria-copa-SF1",
          group: null,
          round: "Semifinal 1",
          score: calendarScore(1, 1, "(4-3 pen.)"),
        }),
        match({
          uid: "eliminatoria-copa-F",
          group: null,
          round: "Final",
          team1: "Ganador de Semifinal 1",
          team2: "Ganador de Semifinal 2",
        }),
      ],
    });
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Semifinal 1: Los Rayos 1-1 (4-3 pen.) Furia Roja (Copa)");
    expect(unfolded).toContain("SUMMARY:Final: Ganador de Semifinal 1 - Ganador de Semifinal 2 (Copa)");
    expect(unfolded).toContain("DESCRIPTION:Final · Lunes\\, 13 de enero de 2025");
    expect(unfolded).toContain("UID:eliminatoria-copa-F@ef-site");
  });
});

describe("escapeText", () => {
  it("escapes every line break, a lone CR too, and drops other control characters", () => {
    expect(escapeText("Crx\rEND:VEVENT")).toBe("Crx\\nEND:VEVENT");
    expect(escapeText("a\r\nb\nc")).toBe("a\\nb\\nc");
    expect(escapeText("x\u0000y\u001bz\tw")).toBe("xyzw");
    expect(escapeText("Rayos; Leones, 3\\1")).toBe("Rayos\\; Leones\\, 3\\\\1");
  });
});
