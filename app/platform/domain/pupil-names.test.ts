import { describe, expect, it } from "vitest";
import { erasableNameProblem, eraseName, eraseNameInJson, initialsOf } from "./pupil-names";

describe("erasing a pupil's name", () => {
  it("turns the name into its initials", () => {
    expect(initialsOf("Lucía Pérez Gómez")).toBe("L. P. G.");
    expect(initialsOf("  álvaro   de la Fuente ")).toBe("Á. D. L. F.");
  });

  it("replaces the whole name whatever its capitals and spacing, never inside another word", () => {
    expect(eraseName("Lucía Pérez Gómez", "lucía pérez gómez")).toBe("L. P. G.");
    expect(eraseName("Capitana: LUCÍA  Pérez Gómez (2º ESO)", "Lucía Pérez Gómez")).toBe("Capitana: L. P. G. (2º ESO)");
    expect(eraseName("Lucía Pérez Gómezalba", "Lucía Pérez Gómez")).toBe("Lucía Pérez Gómezalba");
    expect(eraseName("Ana Lucía Pérez Gómez", "Lucía Pérez Gómez")).toBe("Ana L. P. G.");
    expect(eraseName("Marta Pérez", "Lucía Pérez Gómez")).toBe("Marta Pérez");
    // Characters with a meaning in patterns are only letters here.
    expect(eraseName("J.R. (Juan) Soto", "J.R. (Juan) Soto")).toBe("J. J. S.");
  });

  it("reaches every string of a closed year's archive", () => {
    const archive = {
      league: [{ team: "Los Rápidos", members: ["Lucía Pérez Gómez", "Pablo Ruiz"] }],
      champion: "lucía pérez gómez",
      points: 3,
    };
    expect(eraseNameInJson(archive, "Lucía Pérez Gómez")).toEqual({
      league: [{ team: "Los Rápidos", members: ["L. P. G.", "Pablo Ruiz"] }],
      champion: "L. P. G.",
      points: 3,
    });
  });

  it("asks for a first name and a surname at least", () => {
    expect(erasableNameProblem("Lucía")).toMatch(/^Escribe el nombre y al menos un apellido/);
    expect(erasableNameProblem("Lucía Pérez")).toBeNull();
  });
});
