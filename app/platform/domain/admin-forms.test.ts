import { describe, expect, it } from "vitest";
import { gatePasswordSchema, siteImageSchema, siteSettingsSchema, tagsSchema } from "./admin-forms";

describe("admin form schemas", () => {
  it("only allows images of the site", () => {
    expect(siteImageSchema.parse("/subidas/abc.webp")).toBe("/subidas/abc.webp");
    expect(siteImageSchema.parse("")).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/x.png",
      "/img/../../etc/passwd x",
      "data:image/png;base64,AAA",
    ]) {
      expect(siteImageSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("limits tags", () => {
    expect(tagsSchema.safeParse("a,b,c,d,e,f,g").success).toBe(false);
    expect(tagsSchema.safeParse("x".repeat(31)).success).toBe(false);
  });

  it("needs https links in the settings", () => {
    const base = {
      teacherName: "Javier",
      schoolName: "IES",
      facebookUrl: "https://f.example",
      instagramUrl: "https://i.example",
      xUrl: "https://x.example",
      videoChannelUrl: "https://y.example",
      teacherTitle: "el profe",
      timetableYear: "2025/2026",
      tournamentEdition: "IV edición · 2025",
      bilingualLabel: "Proyecto Bilingüe 24/25",
      leagueName: "Fernando III League",
      tournamentName: "Mantecup",
    };
    expect(siteSettingsSchema.safeParse(base).success).toBe(true);
    // The league needs a name: its menu entry and its address come from it.
    expect(siteSettingsSchema.safeParse({ ...base, leagueName: " " }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ ...base, tournamentName: "" }).success).toBe(false);
    // The two hubs cannot share an address.
    expect(siteSettingsSchema.safeParse({ ...base, tournamentName: "Fernando III league" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["tournamentName"],
        message: "La liga y el torneo necesitan nombres distintos: sus páginas estarían en la misma dirección.",
      }),
    ]);
    expect(siteSettingsSchema.safeParse({ ...base, xUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("asks for the same new password twice", () => {
    expect(gatePasswordSchema.safeParse({ password: "nueva-clave", confirm: "nueva-clave" }).success).toBe(true);
    const mismatch = gatePasswordSchema.safeParse({ password: "nueva-clave", confirm: "otra-clave" });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ["confirm"],
      message: "Las dos contraseñas no coinciden.",
    });
    expect(gatePasswordSchema.safeParse({ password: "123", confirm: "123" }).success).toBe(false);
  });
});
