import { describe, expect, it } from "vitest";
import {
  colourForPosition,
  enrolmentChoices,
  isCompetitionColour,
  REGISTRATION_STATUSES,
  registrationStatus,
} from "./championships";

describe("registrationStatus", () => {
  it("keeps the two known states and shows anything else as pendiente", () => {
    expect(registrationStatus("aprobado")).toBe("aprobado");
    expect(registrationStatus("pendiente")).toBe("pendiente");
    expect(registrationStatus("rechazado")).toBe("rechazado");
    for (const unknown of ["", "APROBADO", "RECHAZADO", null, undefined])
      expect(registrationStatus(unknown)).toBe("pendiente");
    expect(REGISTRATION_STATUSES.pendiente.label).toBe("Pendiente");
    expect(REGISTRATION_STATUSES.aprobado.label).toBe("Aprobado");
  });
});

describe("competition colours and enrolment choices", () => {
  it("gives a competition the colour of its place in the list when none is chosen, round the six", () => {
    expect([0, 1, 2, 3, 4, 5, 6, -1].map(colourForPosition)).toEqual([
      "verde",
      "rosa",
      "ambar",
      "naranja",
      "azul",
      "violeta",
      "verde",
      "rosa",
    ]);
    expect(isCompetitionColour("azul")).toBe(true);
    expect(isCompetitionColour("toString")).toBe(false);
  });

  it("offers the competitions' names to enrol in, and nothing when there is none", () => {
    expect(enrolmentChoices([{ name: "Fútbol Masculino" }, { name: "Ajedrez" }])).toEqual([
      "Fútbol Masculino",
      "Ajedrez",
    ]);
    expect(enrolmentChoices([])).toBeNull();
  });
});
