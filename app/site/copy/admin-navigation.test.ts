import { describe, expect, it } from "vitest";
import { requiredRoleFor } from "./admin-navigation";

describe("requiredRoleFor (the panel's guard)", () => {
  it("opens the panel's home to every account and each section to its role", () => {
    expect(requiredRoleFor("/admin")).toBe("any");
    expect(requiredRoleFor("/admin/")).toBe("any");
    expect(requiredRoleFor("/admin/torneo")).toBe("admin");
    expect(requiredRoleFor("/admin/contenido/blog")).toBe("admin");
  });

  it("guards a section's sub-paths and data requests like the section", () => {
    expect(requiredRoleFor("/admin/buzon/exportar.csv")).toBe("admin");
    expect(requiredRoleFor("/admin/horarios.data")).toBe("admin");
    expect(requiredRoleFor("/admin.data")).toBe("any");
  });

  it("gives a path no section names to the teacher only, and does not match a section by prefix alone", () => {
    expect(requiredRoleFor("/admin/nueva-seccion")).toBe("admin");
    expect(requiredRoleFor("/admin/buzones")).toBe("admin");
  });
});
