import { describe, expect, it } from "vitest";
import { backupExpiries, backupFileName, backupsToKeep, nextBackupTime, parseBackupFileName } from "./backups";

describe("backup files", () => {
  it("are named by their site and the instant they were taken, and read back", () => {
    const at = new Date("2026-11-25T02:00:07Z");
    expect(backupFileName("ef-mhx3k2a1", at)).toBe("ef-mhx3k2a1-20261125-020007.tar");
    expect(parseBackupFileName("ef-mhx3k2a1-20261125-020007.tar")).toEqual({ site: "ef-mhx3k2a1", takenAt: at });
    // A site whose identity is all digits is still told from a name without one.
    expect(parseBackupFileName("ef-12345678-20261125-020007.tar")).toEqual({ site: "ef-12345678", takenAt: at });
    // A name from before names carried their site: whose it is stays unknown.
    expect(parseBackupFileName("ef-20261125-020007.tar")).toEqual({ site: null, takenAt: at });
    for (const other of [
      "ef-mhx3k2a1-20261125-020007.tar.tmp",
      ".ef-mhx3k2a1-20261125-020007.tar",
      ".ef-mhx3k2a1-20261125-020007.tar.parcial",
      "ef-mhx3k2a1-20261325-020007.tar",
      "ef-MHX-20261125-020007.tar",
      "ef-../x-20261125-020007.tar",
      "notas.txt",
      "ef-20261125-020007.tar.gz",
    ])
      expect(parseBackupFileName(other), other).toBeNull();
  });

  it("are never named for something that is not a site's identity", () => {
    expect(() => backupFileName("../otra", new Date())).toThrow();
    expect(() => backupFileName("", new Date())).toThrow();
  });
});

describe("the next backup", () => {
  it("is the next time the clock in Madrid reads the hour, in winter and in summer", () => {
    expect(nextBackupTime(new Date("2026-11-25T10:00:00Z"), "03:00").toISOString()).toBe("2026-11-26T02:00:00.000Z");
    expect(nextBackupTime(new Date("2026-11-25T01:00:00Z"), "03:00").toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(nextBackupTime(new Date("2026-07-01T10:00:00Z"), "03:00").toISOString()).toBe("2026-07-02T01:00:00.000Z");
    // 02:30 does not exist on the morning clocks go forward (29 March 2026): the next day's.
    expect(nextBackupTime(new Date("2026-03-28T12:00:00Z"), "02:30").getTime()).toBeGreaterThan(
      new Date("2026-03-29T00:00:00Z").getTime(),
    );
  });
});

describe("retention", () => {
  const nightly = (days: number) => Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i, 2, 0, 0)));

  it("over 30 nights keeps the last 14 and one a week before them", () => {
    const taken = nightly(30);
    const kept = [...backupsToKeep(taken, { daily: 14, weekly: 8 })]
      .map((t) => new Date(t).toISOString().slice(0, 10))
      .sort();
    // 17–30 October: 14 daily; before them, the newest of each week: Sunday 11 (week 41), Sunday 4 (week 40), Thursday 1 (week 40 too: no).
    expect(kept.filter((d) => d >= "2026-10-17")).toHaveLength(14);
    expect(kept.filter((d) => d < "2026-10-17")).toEqual(["2026-10-04", "2026-10-11", "2026-10-16"]);
  });

  it("over a long year keeps exactly 14 daily and 8 weekly; a second backup of a day is not a second daily, but the last 24 hours are all kept", () => {
    const extra = new Date(Date.UTC(2027, 3, 18, 15, 0, 0));
    const kept = backupsToKeep([...nightly(200), extra], { daily: 14, weekly: 8 });
    expect(kept.size).toBe(23);
    expect(kept.has(extra.getTime())).toBe(true);
    expect(kept.has(Date.UTC(2027, 3, 18, 2, 0, 0))).toBe(true);
    // A day later, that morning's copy is no longer the day's newest: it goes.
    const later = backupsToKeep([...nightly(200), extra, new Date(Date.UTC(2027, 3, 19, 15, 30, 0))], {
      daily: 14,
      weekly: 8,
    });
    expect(later.has(Date.UTC(2027, 3, 18, 2, 0, 0))).toBe(false);
    expect(backupsToKeep(nightly(200), { daily: 14, weekly: 8 }).size).toBe(22);
    expect(backupsToKeep(nightly(200), { daily: 3, weekly: 0 }).size).toBe(3);
  });
});

describe("backupExpiries", () => {
  it("says when each kept backup will be gone, with a backup every night from now on", () => {
    const now = new Date("2027-03-10T12:00:00Z");
    const nightly = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2027, 2, 10 - i, 2, 0)));
    const expiries = backupExpiries(nightly, { daily: 14, weekly: 8 }, now);
    // Yesterday's copy (the newest but one) is kept as a daily one for 13 more nights, then as a weekly one or not.
    const newest = expiries.get(nightly[0]!.getTime())!;
    const oldest = expiries.get(nightly[13]!.getTime())!;
    expect(oldest.getTime()).toBeGreaterThan(now.getTime());
    expect(newest.getTime()).toBeGreaterThanOrEqual(oldest.getTime());
    // Nothing stays longer than the daily and weekly copies allow: 14 days and 8 weeks, and a little.
    for (const expiry of expiries.values())
      expect(expiry!.getTime() - now.getTime()).toBeLessThanOrEqual((14 + 8 * 7 + 7) * 86_400_000);
  });

  it("with nothing kept daily, a copy goes at the next night after the day's copies", () => {
    const now = new Date("2027-03-10T12:00:00Z");
    const one = new Date("2027-03-01T02:00:00Z");
    const expiries = backupExpiries([one], { daily: 1, weekly: 0 }, now);
    expect(expiries.get(one.getTime())).toEqual(new Date(now.getTime() + 86_400_000));
  });
});
