import { describe, expect, it } from "vitest";
import { contactSchema } from "./public-forms";

const valid = { name: "Ana López", course: "3º ESO A", email: "ana@example.org", message: "¿Cuándo es la prueba?" };

describe("contactSchema", () => {
  it("accepts a complete enquiry and trims it", () => {
    const result = contactSchema.safeParse({ ...valid, name: "  Ana López  " });
    expect(result.success && result.data.name).toBe("Ana López");
  });

  it.each([
    ["name", "", "Escribe tu nombre."],
    ["name", "   ", "Escribe tu nombre."],
    ["course", "", "Indica tu curso."],
    ["email", "", "Escribe tu correo electrónico."],
    ["email", "ana@", "Escribe un correo electrónico válido, por ejemplo nombre@correo.com."],
    ["message", "\n\t ", "Escribe tu mensaje."],
  ])("refuses %s = %j with a Spanish message", (field, value, message) => {
    const result = contactSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("caps lengths", () => {
    expect(contactSchema.safeParse({ ...valid, name: "a".repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, name: "a".repeat(100) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "a".repeat(5001) }).success).toBe(false);
  });

  it("refuses control characters but keeps emoji, accents and line breaks", () => {
    expect(contactSchema.safeParse({ ...valid, message: "hola\u0000" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: "¡Olé! 🏃‍♀️\nÑandú ‮" }).success).toBe(true);
  });

  it("refuses missing fields and wrong types", () => {
    expect(contactSchema.safeParse({}).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, name: 42 }).success).toBe(false);
  });
});
