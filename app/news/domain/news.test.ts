import { describe, expect, it } from "vitest";
import {
  featuredNews,
  formatSpanishDate,
  isPinnedOn,
  newestBelowTheFold,
  newsPreview,
  pinnedUntilFrom,
  sortNews,
  tagColour,
} from "./news";

const item = (id: number, date: string, pinned: boolean) => ({ id, date, pinned });

describe("sortNews", () => {
  it("puts pinned items first, then the newest date first", () => {
    const sorted = sortNews([
      item(1, "2025-01-10", false),
      item(2, "2025-03-01", true),
      item(3, "2025-05-20", false),
      item(4, "2025-02-01", true),
    ]);
    expect(sorted.map((n) => n.id)).toEqual([2, 4, 3, 1]);
  });
  it("is stable for the same date (newest id first) and does not change its input", () => {
    const input = [item(1, "2025-01-10", false), item(2, "2025-01-10", false)];
    expect(sortNews(input).map((n) => n.id)).toEqual([2, 1]);
    expect(input.map((n) => n.id)).toEqual([1, 2]);
  });
});

describe("featuredNews", () => {
  it("keeps at most 4 pinned items", () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => item(id, `2025-0${id}-01`, id !== 6));
    expect(featuredNews(items).map((n) => n.id)).toEqual([5, 4, 3, 2]);
  });
});

describe("newestBelowTheFold", () => {
  it("names the newest item when the pinned ones come before it, and nothing when it leads the carousel", () => {
    const pinnedOld = [item(3, "2025-03-01", true), item(4, "2025-04-01", true), item(5, "2025-05-01", true)];
    expect(newestBelowTheFold([...pinnedOld, item(9, "2026-11-20", false)])?.id).toBe(9);
    expect(newestBelowTheFold([...pinnedOld, item(9, "2026-11-20", true)])).toBeNull();
    expect(newestBelowTheFold([item(1, "2026-11-20", true), item(2, "2026-11-20", false)])?.id).toBe(2);
    // Nothing pinned: the board starts with it.
    expect(newestBelowTheFold([item(1, "2026-11-20", false), item(2, "2026-11-21", false)])).toBeNull();
    expect(newestBelowTheFold([])).toBeNull();
  });
});

describe("newsPreview", () => {
  it("returns short text whole, without its marks: a link's words, bold words, list items", () => {
    expect(newsPreview("Hola [mundo](/x) y **todos**\n\n- uno\n- dos")).toBe("Hola mundo y todos uno dos");
  });
  it("cuts at 100 characters on a word boundary with an ellipsis", () => {
    const text = "palabra ".repeat(20).trim(); // 159 characters
    const preview = newsPreview(text);
    expect(preview.endsWith("...")).toBe(true);
    const body = preview.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(100);
    expect(body.split(" ").every((w) => w === "palabra")).toBe(true);
  });
  it("never cuts inside a link's marks: the preview is made of the words", () => {
    const preview = newsPreview(`${"a".repeat(95)} [la página del torneo](/campeonatos/mantecup) y más`);
    expect(preview).toBe(`${"a".repeat(95)} la...`);
  });
  it("counts accented letters and emoji as one character", () => {
    const html = "ñ".repeat(100);
    expect(newsPreview(html)).toBe("ñ".repeat(100));
  });
});

describe("formatSpanishDate", () => {
  it.each([
    ["2025-03-05", "5 de marzo de 2025"],
    ["2025-01-01", "1 de enero de 2025"],
    ["2025-12-31", "31 de diciembre de 2025"],
  ])("%s → %s", (iso, spanish) => {
    expect(formatSpanishDate(iso)).toBe(spanish);
  });
});

describe("tagColour", () => {
  const hubs = { leagueName: "Fernando III League", tournamentName: "Mantecup" };
  it("gives each tag of the spec its own colour, the league's and the tournament's by their names", () => {
    const tags = [
      "Actividad",
      "Competición",
      "Charla",
      "Salud",
      "Medio Ambiente",
      "Naturaleza",
      "ESO",
      "2º ESO",
      "Bachillerato",
      "Profesores",
      "Fernando III League",
      "Mantecup",
      "Femenino",
      "Inscripción",
      "Todos los cursos",
      "Video",
    ];
    const colours = tags.map((tag) => tagColour(tag, hubs));
    expect(colours).not.toContain("gris");
    expect(new Set(colours).size).toBe(tags.length);
  });
  it("is grey for any unknown tag and ignores case and spaces", () => {
    expect(tagColour("Ajedrez", hubs)).toBe("gris");
    expect(tagColour("  mantecup ", hubs)).toBe("torneo");
  });
  it("follows the hubs' names: another school's tournament and league have their colours, the sample's names none", () => {
    const other = { leagueName: "Liga de los recreos", tournamentName: "Copa Bahía" };
    expect(tagColour("Copa Bahía", other)).toBe("torneo");
    expect(tagColour("liga de los recreos", other)).toBe("liga");
    expect(tagColour("Liga", other)).toBe("liga");
    expect(tagColour("Mantecup", other)).toBe("gris");
  });
});

describe("pins that end", () => {
  it("last a month from the day they were pinned", () => {
    expect(pinnedUntilFrom("2026-11-27")).toBe("2026-12-27");
    expect(pinnedUntilFrom("2027-01-31")).toBe("2027-03-02");
  });

  it("keep an item on top until their last day, not after", () => {
    expect(isPinnedOn({ pinned: true, pinnedUntil: "2026-12-27" }, "2026-12-27")).toBe(true);
    expect(isPinnedOn({ pinned: true, pinnedUntil: "2026-12-27" }, "2026-12-28")).toBe(false);
    expect(isPinnedOn({ pinned: false, pinnedUntil: null }, "2026-12-28")).toBe(false);
  });
});
