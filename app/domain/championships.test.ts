import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUSES, registrationStatus } from "./championships";

describe("registrationStatus", () => {
  it("keeps the two known states and shows anything else as pendiente", () => {
    expect(registrationStatus("aprobado")).toBe("aprobado");
    expect(registrationStatus("pendiente")).toBe("pendiente");
    for (const unknown of ["", "APROBADO", "rechazado", null, undefined]) expect(registrationStatus(unknown)).toBe("pendiente");
    expect(REGISTRATION_STATUSES.pendiente.label).toBe("Pendiente");
    expect(REGISTRATION_STATUSES.aprobado.label).toBe("Aprobado");
  });
});
