import { describe, expect, it } from "vitest";
import { addDays } from "~/platform/domain/calendar-days";
import {
  courtName,
  courtsInUse,
  formatDayList,
  isSchoolDay,
  MAX_GROUP_TEAMS,
  parseDayList,
  roundRobin,
  ScheduleError,
  scheduleRounds,
  spanishMatchDay,
} from "./fixtures";
import { parseMatchDay } from "./match-calendar";

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `Equipo ${i + 1}`);
const pairKey = (a: string, b: string) => [a, b].sort().join(" · ");

describe("roundRobin", () => {
  for (let n = 3; n <= 12; n++) {
    it(`${n} teams: every pair exactly once, nobody twice in a round, ${n % 2 === 0 ? n - 1 : n} rounds`, () => {
      const teams = teamsOf(n);
      const rounds = roundRobin(teams);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const pairs = rounds.flat().map((p) => pairKey(p.home, p.away));
      expect(pairs).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const [index, round] of rounds.entries()) {
        const playing = round.flatMap((p) => [p.home, p.away]);
        expect(new Set(playing).size, `round ${index + 1}`).toBe(playing.length);
        expect(round.every((p) => p.round === index + 1 && p.home !== p.away)).toBe(true);
      }
      // As often at home as away (one more of one, with an odd number of matches each).
      for (const team of teams) {
        const home = rounds.flat().filter((p) => p.home === team).length;
        const away = rounds.flat().filter((p) => p.away === team).length;
        expect(Math.abs(home - away), team).toBe(n % 2 === 0 ? 1 : 0);
      }
    });
  }

  it("home and away: every pair twice, once on each side", () => {
    const rounds = roundRobin(teamsOf(5), { homeAndAway: true });
    expect(rounds).toHaveLength(10);
    const legs = rounds.flat().map((p) => `${p.home} > ${p.away}`);
    expect(legs).toHaveLength(20);
    expect(new Set(legs).size).toBe(20);
    expect(rounds.at(-1)![0]!.round).toBe(10);
  });

  it("refuses a group larger than it makes a calendar for, before pairing anyone", () => {
    expect(roundRobin(Array.from({ length: MAX_GROUP_TEAMS }, (_, i) => i)).flat()).toHaveLength(
      (MAX_GROUP_TEAMS * (MAX_GROUP_TEAMS - 1)) / 2,
    );
    const started = performance.now();
    expect(() => roundRobin(Array.from({ length: 5000 }, (_, i) => i))).toThrow(
      new ScheduleError(
        `Un grupo admite como mucho ${MAX_GROUP_TEAMS} equipos para generar su calendario; este tiene 5000.`,
      ),
    );
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("has nothing to play with fewer than two teams", () => {
    expect(roundRobin(["Solo"])).toEqual([]);
    expect(roundRobin([])).toEqual([]);
  });
});

describe("school days", () => {
  it("are Monday to Friday, except the days the school is closed", () => {
    const closed = new Set(["2026-12-08"]);
    expect(isSchoolDay("2026-12-07", closed)).toBe(true); // Monday
    expect(isSchoolDay("2026-12-08", closed)).toBe(false); // a holiday
    expect(isSchoolDay("2026-12-12", closed)).toBe(false); // Saturday
    expect(isSchoolDay("2026-12-13", closed)).toBe(false); // Sunday
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("scheduleRounds", () => {
  it("shares the courts with matches already on a day (another group of the competition)", () => {
    const groupA = scheduleRounds(roundRobin(["A1", "A2", "A3", "A4"]), { start: "2027-01-11", courts: 2 });
    const taken = new Map<string, number>();
    for (const m of groupA) taken.set(m.date, (taken.get(m.date) ?? 0) + 1);
    const groupB = scheduleRounds(roundRobin(["B1", "B2", "B3", "B4"]), {
      start: "2027-01-11",
      courts: 2,
      takenCourts: taken,
    });
    // Group A fills both courts on its three days; group B plays on the next three.
    expect([...new Set(groupA.map((m) => m.date))]).toEqual(["2027-01-11", "2027-01-12", "2027-01-13"]);
    expect([...new Set(groupB.map((m) => m.date))]).toEqual(["2027-01-14", "2027-01-15", "2027-01-18"]);
    // With three courts, group B takes the one left each day, numbered after group A's.
    const threeCourts = scheduleRounds(roundRobin(["B1", "B2", "B3", "B4"]), {
      start: "2027-01-11",
      courts: 3,
      takenCourts: taken,
    });
    expect(threeCourts.filter((m) => m.date === "2027-01-11").map((m) => m.court)).toEqual([3]);
    const perDay = new Map<string, number>();
    for (const m of [...groupA, ...threeCourts]) perDay.set(m.date, (perDay.get(m.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);
  });

  const closed = ["2027-01-06", "2027-01-19", "2027-01-20"];

  for (let n = 3; n <= 12; n++) {
    for (const courts of [1, 2, 3]) {
      it(`${n} teams on ${courts} court(s): all matches, school days only, nobody twice a day, no court twice`, () => {
        const matches = scheduleRounds(roundRobin(teamsOf(n)), { start: "2027-01-04", courts, nonSchoolDays: closed });
        expect(matches).toHaveLength((n * (n - 1)) / 2);
        const byDay = new Map<string, typeof matches>();
        for (const match of matches) byDay.set(match.date, [...(byDay.get(match.date) ?? []), match]);
        for (const [date, list] of byDay) {
          expect(isSchoolDay(date, new Set(closed)), date).toBe(true);
          expect(date >= "2027-01-04").toBe(true);
          expect(list.length, date).toBeLessThanOrEqual(courts);
          const playing = list.flatMap((m) => [m.home, m.away]);
          expect(new Set(playing).size, date).toBe(playing.length);
          expect(new Set(list.map((m) => m.court)).size).toBe(list.length);
          expect(list.every((m) => m.court >= 1 && m.court <= courts && m.time === "11:15")).toBe(true);
        }
        // In date order.
        expect(matches.map((m) => m.date)).toEqual([...matches.map((m) => m.date)].sort());
      });
    }
  }

  it("skips weekends and the closed days, and uses the time and courts it is given", () => {
    const matches = scheduleRounds(roundRobin(["A", "B", "C", "D"]), {
      start: "2027-01-05",
      courts: 2,
      time: "10:30",
      nonSchoolDays: ["2027-01-06", "2027-01-07"],
    });
    // Tuesday the 5th, then (Wednesday and Thursday closed) Friday the 8th, then Monday the 11th.
    expect([...new Set(matches.map((m) => m.date))]).toEqual(["2027-01-05", "2027-01-08", "2027-01-11"]);
    expect(matches.every((m) => m.time === "10:30")).toBe(true);
    expect(matches.filter((m) => m.date === "2027-01-05").map((m) => m.court)).toEqual([1, 2]);
  });

  it("never lays a match on a national holiday, even when the teacher's list is empty", () => {
    // From Monday 7 December 2026, one court: Tuesday 8 (Inmaculada Concepción) is skipped.
    const matches = scheduleRounds(roundRobin(["A", "B", "C", "D"]), { start: "2026-12-07", courts: 1 });
    const days = [...new Set(matches.map((m) => m.date))];
    expect(days.slice(0, 3)).toEqual(["2026-12-07", "2026-12-09", "2026-12-10"]);
    expect(days).not.toContain("2026-12-25");
    expect(isSchoolDay("2027-03-26", new Set())).toBe(false); // Viernes Santo
    expect(isSchoolDay("2026-10-12", new Set())).toBe(false); // Fiesta Nacional de España
  });

  it("starts on the next school day when the start is not one", () => {
    const [first] = scheduleRounds(roundRobin(["A", "B"]), { start: "2027-01-02" });
    expect(first!.date).toBe("2027-01-04");
  });

  it("refuses what it cannot do, in Spanish", () => {
    const rounds = roundRobin(["A", "B", "C"]);
    expect(() => scheduleRounds(rounds, { start: "2027-13-40" })).toThrow(ScheduleError);
    expect(() => scheduleRounds(rounds, { start: "2027-01-04", courts: 0 })).toThrow(
      "Tiene que haber al menos una pista.",
    );
    expect(() => scheduleRounds(rounds, { start: "2027-01-04", time: "25:00" })).toThrow("La hora no es válida.");
    expect(() => scheduleRounds(rounds, { start: "2027-01-04", maxDays: 2 })).toThrow(
      "No hay días lectivos suficientes para todos los partidos.",
    );
  });
});

describe("how days are written and read", () => {
  it("writes a match day in Spanish long form, which the calendar feed reads back", () => {
    expect(spanishMatchDay("2025-01-13")).toBe("Lunes, 13 de enero de 2025");
    expect(spanishMatchDay("2027-03-03")).toBe("Miércoles, 3 de marzo de 2027");
    expect(parseMatchDay(spanishMatchDay("2026-12-07"))).toEqual({ year: 2026, month: 12, day: 7 });
  });

  it("reads the closed days one a line, ISO or Spanish style, with a note after the date, in date order without repeats", () => {
    expect(parseDayList("2027-01-07\n\n  08/12/2026 Inmaculada\r\n1/5/2027\n2026-12-08 puente")).toEqual({
      days: [
        { day: "2026-12-08", note: "puente" },
        { day: "2027-01-07", note: null },
        { day: "2027-05-01", note: null },
      ],
    });
    expect(parseDayList("")).toEqual({ days: [] });
    expect(parseDayList("2026-12-08\n31/02/2027")).toEqual({ badLine: "31/02/2027" });
    expect(parseDayList("mañana")).toEqual({ badLine: "mañana" });
  });

  it("writes the list back as the teacher typed it, and reads it again the same", () => {
    const days = [
      { day: "2026-12-08", note: "Inmaculada" },
      { day: "2027-01-07", note: null },
    ];
    expect(formatDayList(days)).toBe("08/12/2026 Inmaculada\n07/01/2027");
    expect(parseDayList(formatDayList(days))).toEqual({ days });
  });

  it("reads a period as each of its days and writes it back as one line", () => {
    const read = parseDayList("23/12/2026-07/01/2027 Navidad\n2027-03-22 - 2027-03-26 Semana Santa\n12/10/2026");
    expect("days" in read && read.days.length).toBe(16 + 5 + 1);
    expect("days" in read && read.days[1]).toEqual({ day: "2026-12-23", note: "Navidad" });
    expect("days" in read && read.days.at(-1)).toEqual({ day: "2027-03-26", note: "Semana Santa" });
    expect(formatDayList("days" in read ? read.days : [])).toBe(
      "12/10/2026\n23/12/2026-07/01/2027 Navidad\n22/03/2027-26/03/2027 Semana Santa",
    );
    // Backwards, longer than a term, or with a day that does not exist: the line is refused.
    expect(parseDayList("07/01/2027-23/12/2026")).toEqual({ badLine: "07/01/2027-23/12/2026" });
    expect(parseDayList("01/09/2026-30/06/2027 curso")).toEqual({ badLine: "01/09/2026-30/06/2027 curso" });
    expect(parseDayList("23/12/2026-32/12/2026")).toEqual({ badLine: "23/12/2026-32/12/2026" });
  });

  it("counts the courts a competition's fixtures use: the highest «Pista N», 1 when they name none", () => {
    expect(courtsInUse([])).toBe(1);
    expect(courtsInUse([null, null])).toBe(1);
    expect(courtsInUse([courtName(1), courtName(3), null, "Gimnasio"])).toBe(3);
  });
});
