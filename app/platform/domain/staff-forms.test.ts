import { describe, expect, it } from "vitest";
import { readDescribedForm } from "./field-kit";
import { gatePasswordEntrySchema, invitationAcceptanceSchema, newPasswordSchema, signInSchema } from "./staff-forms";

describe("the staff's own forms, read by their schemas", () => {
  it("signs in with both fields, the password exactly as typed", () => {
    expect(readDescribedForm(signInSchema, { email: " profe@ef.test ", password: "  clave con espacios " })).toEqual({
      ok: true,
      value: { email: "profe@ef.test", password: "  clave con espacios ", volver: "" },
    });
    const incomplete: Record<string, string>[] = [
      { email: "profe@ef.test" },
      { password: "x" },
      { email: " ", password: "x" },
    ];
    for (const missing of incomplete) expect(readDescribedForm(signInSchema, missing).ok).toBe(false);
    const read = readDescribedForm(signInSchema, { email: "profe@ef.test" });
    expect(read.ok ? null : Object.values(read.errors)).toEqual(["Escribe tu correo electrónico y tu contraseña."]);
  });

  it("asks a new password of 10 to 200 characters, the same twice", () => {
    const message = (values: Record<string, string>) => {
      const read = readDescribedForm(newPasswordSchema, values);
      return read.ok ? null : Object.values(read.errors)[0];
    };
    expect(message({ password: "corta", confirm: "corta" })).toBe("La contraseña debe tener al menos 10 caracteres.");
    expect(message({ password: "x".repeat(201), confirm: "x".repeat(201) })).toBe(
      "La contraseña no puede superar 200 caracteres.",
    );
    expect(message({ password: "una-clave-larga", confirm: "otra-clave-larga" })).toBe(
      "Las dos contraseñas no coinciden.",
    );
    expect(message({ password: "una-clave-larga", confirm: "una-clave-larga" })).toBeNull();
  });

  it("takes an invitation with a name and a long enough password", () => {
    expect(
      readDescribedForm(invitationAcceptanceSchema, { name: "  Marta   Gil ", password: "clave-de-marta" }),
    ).toEqual({
      ok: true,
      value: { name: "Marta Gil", password: "clave-de-marta" },
    });
    const read = readDescribedForm(invitationAcceptanceSchema, { name: "", password: "clave-de-marta" });
    expect(read.ok ? null : read.errors).toEqual({ name: "Escribe tu nombre." });
  });

  it("reads any password typed at a gate, or none", () => {
    expect(readDescribedForm(gatePasswordEntrySchema, {})).toEqual({ ok: true, value: { password: "" } });
    expect(readDescribedForm(gatePasswordEntrySchema, { password: " 2eso " })).toEqual({
      ok: true,
      value: { password: " 2eso " },
    });
  });
});
