import { describe, expect, it } from "vitest";
import { hallOfFameSuggestionSchema, teamEnrolmentSchema } from "./public-forms";

describe("teamEnrolmentSchema", () => {
  const schema = teamEnrolmentSchema(["Fútbol Sala", "Baloncesto"] as const);
  it("turns the members text into a list, one per line", () => {
    const result = schema.safeParse({
      name: " Los Rayos ",
      captain: "Ana",
      sport: "Baloncesto",
      members: "Ana\r\n  Luis \n\n Marta",
    });
    expect(result.success && result.data).toEqual({
      name: "Los Rayos",
      captain: "Ana",
      sport: "Baloncesto",
      members: ["Ana", "Luis", "Marta"],
    });
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
