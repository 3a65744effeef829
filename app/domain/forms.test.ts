import { describe, expect, it } from "vitest";
import { contactSchema, hallOfFameSuggestionSchema, projectSignupSchema, teamEnrolmentSchema } from "./forms";

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

describe("projectSignupSchema", () => {
  it("needs a name and a course", () => {
    expect(projectSignupSchema.safeParse({ nombre: "Leo", curso: "2º ESO B" }).success).toBe(true);
    expect(projectSignupSchema.safeParse({ nombre: " ", curso: "2º ESO B" }).success).toBe(false);
    expect(projectSignupSchema.safeParse({ nombre: "Leo", curso: "" }).success).toBe(false);
  });
});

describe("teamEnrolmentSchema", () => {
  const schema = teamEnrolmentSchema(["Fútbol Sala", "Baloncesto"] as const);
  it("turns the members text into a list, one per line", () => {
    const result = schema.safeParse({ name: " Los Rayos ", captain: "Ana", sport: "Baloncesto", members: "Ana\r\n  Luis \n\n Marta" });
    expect(result.success && result.data).toEqual({ name: "Los Rayos", captain: "Ana", sport: "Baloncesto", members: ["Ana", "Luis", "Marta"] });
  });
  it("needs every field after trimming, and a sport of the list", () => {
    expect(schema.safeParse({ name: "A", captain: "B", sport: "Baloncesto", members: " \n " }).success).toBe(false);
    expect(schema.safeParse({ name: " ", captain: "B", sport: "Baloncesto", members: "C" }).success).toBe(false);
    expect(schema.safeParse({ name: "A", captain: "B", sport: "Tenis", members: "C" }).success).toBe(false);
  });
});

describe("hallOfFameSuggestionSchema", () => {
  it("accepts the two kinds of athlete only", () => {
    const base = { nombre: "Carla", deporte: "Atletismo", logro: "Campeona de Andalucía" };
    expect(hallOfFameSuggestionSchema.safeParse({ ...base, tipo_atleta: "Ex-alumno/a" }).success).toBe(true);
    expect(hallOfFameSuggestionSchema.safeParse({ ...base, tipo_atleta: "Profesor" }).success).toBe(false);
  });
});
