import { describe, expect, it } from "vitest";
import { madridLocalToDate } from "~/platform/domain/madrid-time";
import {
  isPushServiceEndpoint,
  movedMessage,
  pushRetryDelayMs,
  reminderDayAt,
  reminderMessage,
  resultMessage,
} from "./push-topics";

const match = {
  competition: "Fútbol Masculino",
  team1: "Los Rayos",
  team2: "Águilas",
  day: "2026-12-09",
  time: "11:15",
  location: "pista 2",
};

describe("push endpoints", () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGm2z",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses any other address: the server would post to it", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilnotify.windows.com/x",
      "https://192.168.1.1/router",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "http://127.0.0.1:9000/push",
      "no es una dirección",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("takes this machine's address only where tests allow it, and only over http on loopback", () => {
    expect(isPushServiceEndpoint("http://127.0.0.1:9000/push", { allowLoopback: true })).toBe(true);
    expect(isPushServiceEndpoint("http://10.0.0.2:9000/push", { allowLoopback: true })).toBe(false);
  });
});

describe("notice texts", () => {
  it("says tomorrow's match as the families read it", () => {
    expect(reminderMessage(match)).toEqual({
      title: "Fútbol Masculino",
      body: "Mañana juegan Los Rayos – Águilas, 11:15, pista 2",
    });
    expect(reminderMessage({ ...match, time: null, location: null }).body).toBe("Mañana juegan Los Rayos – Águilas");
  });

  it("says a result, and the penalties that decided a tie", () => {
    const result = { ...match, score1: 3, score2: 1, decided: null };
    expect(resultMessage(result).body).toBe("Resultado: Los Rayos 3 – 1 Águilas");
    expect(resultMessage({ ...result, score2: 3, decided: "(4-2 pen.)" }).body).toBe(
      "Resultado: Los Rayos 3 – 3 Águilas (4-2 pen.)",
    );
  });

  it("says a match's new day in Spanish, or that it has none yet", () => {
    expect(movedMessage(match).body).toBe(
      "Cambio de horario: Los Rayos – Águilas, miércoles, 9 de diciembre, 11:15, pista 2",
    );
    expect(movedMessage({ ...match, day: null }).body).toBe(
      "Cambio de horario: Los Rayos – Águilas, día por determinar",
    );
  });
});

describe("the day-before reminder", () => {
  const at = (local: string) => madridLocalToDate(local)!;

  it("announces tomorrow from the set hour (Madrid time), not before", () => {
    expect(reminderDayAt(at("2026-12-08T17:59"), "18:00")).toBeNull();
    expect(reminderDayAt(at("2026-12-08T18:00"), "18:00")).toBe("2026-12-09");
    expect(reminderDayAt(at("2026-12-08T23:59"), "18:00")).toBe("2026-12-09");
    expect(reminderDayAt(at("2026-12-09T00:00"), "18:00")).toBeNull();
  });

  it("crosses months, years and the summer-time change", () => {
    expect(reminderDayAt(at("2026-12-31T20:00"), "19:30")).toBe("2027-01-01");
    expect(reminderDayAt(at("2027-03-27T18:00"), "18:00")).toBe("2027-03-28");
  });

  it("uses 18:00 when the stored hour is not one", () => {
    expect(reminderDayAt(at("2026-12-08T17:00"), "tarde")).toBeNull();
    expect(reminderDayAt(at("2026-12-08T18:00"), "tarde")).toBe("2026-12-09");
  });

  it("waits longer after each failed try, up to an hour", () => {
    expect([1, 2, 3, 20].map(pushRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
