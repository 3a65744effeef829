import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a BOM, separates with ';' for a Spanish spreadsheet, ends lines with CRLF and keeps accents", () => {
    const csv = toCsv(["Nombre", "Curso"], [["Begoña Núñez", "2º ESO"]]);
    expect(csv).toBe("\uFEFFNombre;Curso\r\nBegoña Núñez;2º ESO\r\n");
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes commas, quotes, semicolons and line breaks", () => {
    expect(toCsv(["a"], [['Dijo "hola", y se fue']]).split("\r\n")[1]).toBe('"Dijo ""hola"", y se fue"');
    expect(toCsv(["a"], [["línea 1\nlínea 2"]]).split("\r\n")[1]).toBe('"línea 1\nlínea 2"');
    expect(toCsv(["a"], [["uno;dos"]]).split("\r\n")[1]).toBe('"uno;dos"');
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    const line = toCsv(["a", "b", "c", "d"], [['=HYPERLINK("x")', "+34 600", "-1", "@SUM(A1)"]]).split("\r\n")[1];
    expect(line).toBe(`"'=HYPERLINK(""x"")";'+34 600;'-1;'@SUM(A1)`);
  });

  it("writes numbers as numbers (decimals with a comma) and empty cells for null", () => {
    expect(toCsv(["n", "x", "d"], [[-3, null, 72.5]]).split("\r\n")[1]).toBe("-3;;72,5");
  });
});
