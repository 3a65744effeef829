import { describe, expect, it } from "vitest";
import {
  HEADLINE_START as S,
  HEADLINE_STOP as E,
  normaliseSearchQuery,
  orderSearchHits,
  parseHeadline,
  SEARCH_QUERY_MAX,
  type SearchHit,
} from "./search";

describe("normaliseSearchQuery", () => {
  it("collapses spaces and trims", () => {
    expect(normaliseSearchQuery("  fútbol   sala \n")).toBe("fútbol sala");
    expect(normaliseSearchQuery(null)).toBe("");
  });

  it("drops NUL and other control characters", () => {
    expect(normaliseSearchQuery("\u0000")).toBe("");
    expect(normaliseSearchQuery("fút\u0000bol\u001b")).toBe("fút bol");
  });

  it("keeps at most the maximum, without a cut word", () => {
    const long = "palabra ".repeat(30);
    const kept = normaliseSearchQuery(long);
    expect(kept.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    expect(kept.split(" ").every((word) => word === "palabra")).toBe(true);
  });
});

describe("parseHeadline", () => {
  it("marks the matched words", () => {
    expect(parseHeadline(`El ${S}fútbol${E} del recreo y más ${S}fútbol${E}`)).toEqual([
      { text: "El ", marked: false },
      { text: "fútbol", marked: true },
      { text: " del recreo y más ", marked: false },
      { text: "fútbol", marked: true },
    ]);
  });

  it("joins neighbouring marks and drops stray ones", () => {
    expect(parseHeadline(`${S}liga${E}${S}escolar${E} final${E}`)).toEqual([
      { text: "ligaescolar", marked: true },
      { text: " final", marked: false },
    ]);
    expect(parseHeadline(`sin cierre ${S}abierto`)).toEqual([
      { text: "sin cierre ", marked: false },
      { text: "abierto", marked: true },
    ]);
  });
});

describe("orderSearchHits", () => {
  const hit = (kind: SearchHit["kind"], rank: number, date: string | null, title = "t"): SearchHit => ({
    kind,
    rank,
    date,
    title,
    titleParts: [{ text: title, marked: false }],
    path: "/",
    snippet: [],
  });
  it("ranks first, then pages before news, then the newest", () => {
    const ordered = orderSearchHits([
      hit("noticia", 0.1, "2026-01-01"),
      hit("noticia", 0.1, "2026-03-01"),
      hit("pagina", 0.1, null),
      hit("blog", 0.5, "2025-01-01"),
    ]);
    expect(ordered.map((h) => `${h.kind}:${h.date}`)).toEqual([
      "blog:2025-01-01",
      "pagina:null",
      "noticia:2026-03-01",
      "noticia:2026-01-01",
    ]);
  });
});
