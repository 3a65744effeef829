import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it("removes script tags with their content", () => {
    expect(sanitizeRichText("<p>Hola</p><script>alert('x')</script>")).toBe("<p>Hola</p>");
  });
  it("removes event handlers such as onerror", () => {
    const clean = sanitizeRichText('<img src="x" onerror="alert(1)"><p onclick="steal()">Texto</p>');
    expect(clean).not.toMatch(/onerror|onclick|<img/);
    expect(clean).toBe("<p>Texto</p>");
  });
  it("removes javascript: links but keeps the text", () => {
    const clean = sanitizeRichText('<a href="javascript:alert(1)">pulsa</a>');
    expect(clean).not.toContain("javascript:");
    expect(clean).toContain("pulsa");
  });
  it("keeps ordinary links and makes them open safely", () => {
    expect(sanitizeRichText('<a href="https://example.org/bases.pdf" target="_self" style="color:red">bases</a>')).toBe(
      '<a href="https://example.org/bases.pdf" target="_blank" rel="noopener noreferrer">bases</a>',
    );
  });
  it("keeps links within the site in the same tab", () => {
    expect(sanitizeRichText('<a href="/campeonatos/mantecup" target="_blank">torneo</a>')).toBe('<a href="/campeonatos/mantecup">torneo</a>');
  });
  it("drops iframes, styles and unknown attributes", () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p style="position:fixed">a</p><style>*{}</style>')).toBe("<p>a</p>");
  });
});
