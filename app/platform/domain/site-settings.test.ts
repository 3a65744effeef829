import { describe, expect, it } from "vitest";
import { bilingualProjectPath } from "./site-settings";

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
