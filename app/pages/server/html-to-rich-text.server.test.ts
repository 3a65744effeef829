import { describe, expect, it } from "vitest";
import { htmlToRichText } from "./html-to-rich-text.server";

describe("htmlToRichText", () => {
  it("keeps paragraphs, bold words, links and line breaks", () => {
    expect(
      htmlToRichText(
        '<p>Ven al <strong>parque</strong> y <b>trae agua</b>.<br/>Salimos a las 9.</p><p>Bases en <a href="https://ejemplo.es/b.pdf" target="_blank" rel="noopener noreferrer">la web</a> y <a href="/campeonatos/mantecup">el torneo</a>.</p>',
      ),
    ).toBe(
      "Ven al **parque** y **trae agua**.\nSalimos a las 9.\n\nBases en [la web](https://ejemplo.es/b.pdf) y [el torneo](/campeonatos/mantecup).",
    );
  });

  it("keeps lists and their kind, and headings as bold lines", () => {
    expect(
      htmlToRichText(
        "<h3>Material</h3><ul><li>Agua</li><li>Gorra <em>blanca</em></li></ul><ol><li>Calentar</li><li>Correr</li></ol>",
      ),
    ).toBe("**Material**\n\n- Agua\n- Gorra blanca\n\n1. Calentar\n2. Correr");
  });

  it("decodes entities and collapses the white space HTML ignores", () => {
    expect(htmlToRichText("<p>Caf&eacute;   &amp;\n  t&#233; &lt;3</p>")).toBe("Café & té <3");
  });

  it("keeps the words of a link it cannot keep, and an email address", () => {
    expect(htmlToRichText('<p><a>ropa</a> y <a href="mailto:ef@centro.es">escribe</a></p>')).toBe(
      "ropa y escribe (ef@centro.es)",
    );
  });

  it("keeps text outside any paragraph, and a quote's paragraphs", () => {
    expect(htmlToRichText("Suelto <i>aquí</i><blockquote><p>Una cita</p></blockquote>Final")).toBe(
      "Suelto aquí\n\nUna cita\n\nFinal",
    );
  });

  it("turns plain text (no tags) into itself", () => {
    expect(htmlToRichText("Solo texto")).toBe("Solo texto");
  });
});
