import { describe, expect, it } from "vitest";
import { normalizeRichText, parseRichText, richTextLinks, richTextToPlain } from "./text-format";

describe("parseRichText", () => {
  it("reads paragraphs (a blank line between two) and keeps a single line break inside one", () => {
    expect(parseRichText("Uno\r\ndos\r\n\r\n\r\nTres")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Uno" }], [{ kind: "text", text: "dos" }]] },
      { kind: "paragraph", lines: [[{ kind: "text", text: "Tres" }]] },
    ]);
  });

  it("reads bullet and numbered lists, and a list right under a paragraph's line", () => {
    expect(parseRichText("Traed:\n- agua\n* gorra\n• crema\n\n1. calentar\n2) correr")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Traed:" }]] },
      {
        kind: "list",
        ordered: false,
        items: [[{ kind: "text", text: "agua" }], [{ kind: "text", text: "gorra" }], [{ kind: "text", text: "crema" }]],
      },
      {
        kind: "list",
        ordered: true,
        items: [[{ kind: "text", text: "calentar" }], [{ kind: "text", text: "correr" }]],
      },
    ]);
  });

  it("reads bold words and links inside list items", () => {
    const [list] = parseRichText("- **Lunes**: [bases](https://ejemplo.es/bases.pdf)");
    expect(list).toEqual({
      kind: "list",
      ordered: false,
      items: [
        [
          { kind: "strong", text: "Lunes" },
          { kind: "text", text: ": " },
          { kind: "link", text: "bases", href: "https://ejemplo.es/bases.pdf" },
        ],
      ],
    });
  });

  it("turns a bare https address into a link, leaving the sentence's full stop out", () => {
    expect(parseRichText("Más en https://ejemplo.es/torneo.")).toEqual([
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "text", text: "Más en " },
            { kind: "link", text: "https://ejemplo.es/torneo", href: "https://ejemplo.es/torneo" },
            { kind: "text", text: "." },
          ],
        ],
      },
    ]);
  });

  it("never reads HTML: tags are words like any other", () => {
    expect(parseRichText('<script>alert(1)</script> <a href="javascript:x">y</a>')).toEqual([
      {
        kind: "paragraph",
        lines: [[{ kind: "text", text: '<script>alert(1)</script> <a href="javascript:x">y</a>' }]],
      },
    ]);
  });

  it("does not make a list of a line that only starts with a dash word («-5 grados»)", () => {
    expect(parseRichText("-5 grados")[0]!.kind).toBe("paragraph");
  });
});

describe("normalizeRichText", () => {
  it("tidies line endings, control characters, trailing spaces and runs of blank lines", () => {
    expect(normalizeRichText("  Hola \u0007\r\n\r\n\r\n\r\nadiós\t \n")).toBe("Hola\n\nadiós");
  });
});

describe("richTextToPlain and richTextLinks", () => {
  const text =
    "Ven **al parque**.\n\n- [Bases](https://ejemplo.es/bases)\n- https://ejemplo.es/mapa\n- [el torneo](/campeonatos/mantecup)";
  it("give the words without marks", () => {
    expect(richTextToPlain(text)).toBe("Ven al parque. Bases https://ejemplo.es/mapa el torneo");
  });
  it("give the external links with their words (the site's own paths are not external)", () => {
    expect(richTextLinks(text)).toEqual([
      { url: "https://ejemplo.es/bases", label: "Bases" },
      { url: "https://ejemplo.es/mapa", label: "https://ejemplo.es/mapa" },
    ]);
  });
});
