import { describe, expect, it } from "vitest";
import { bilingualProjectPath, leaguePath } from "./site-settings";

describe("bilingualProjectPath", () => {
  it("writes the bilingual project's address from its name", () => {
    expect(bilingualProjectPath("Proyecto Bilingüe 24/25")).toBe("/bilinguismo/proyecto-bilingue-24-25");
    expect(bilingualProjectPath("Proyecto Bilingüe 26/27")).toBe("/bilinguismo/proyecto-bilingue-26-27");
  });

  it("never gives the resources page's address, nor an empty one", () => {
    expect(bilingualProjectPath("Recursos")).toBe("/bilinguismo/proyecto-recursos");
    expect(bilingualProjectPath("¡¡!!")).toBe("/bilinguismo/proyecto");
  });
});

describe("leaguePath", () => {
  it("writes the league's address from its name", () => {
    expect(leaguePath("Fernando III League")).toBe("/campeonatos/fernando-iii-league");
    expect(leaguePath("Liga Bahía")).toBe("/campeonatos/liga-bahia");
  });

  it("never takes the Mantecup's or the Hall of Fame's address, nor an empty one", () => {
    expect(leaguePath("Mantecup")).toBe("/campeonatos/liga-mantecup");
    expect(leaguePath("Salón de la Fama")).toBe("/campeonatos/liga-salon-de-la-fama");
    expect(leaguePath("···")).toBe("/campeonatos/liga");
  });
});
