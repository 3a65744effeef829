import { describe, expect, it } from "vitest";
import { refusedFormNotice } from "./form-answer";

const notices = {
  empty: { title: "Campos vacíos", variant: "destructive" as const },
  field: (message: string) => ({
    title: "Revisa el campo marcado",
    description: message,
    variant: "destructive" as const,
  }),
};
const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe("refusedFormNotice", () => {
  it("says «fill every field» when a refused field is empty", () => {
    expect(
      refusedFormNotice(form({ author_name: " ", content: "Hola" }), { author_name: ["Escribe tu nombre."] }, notices),
    ).toBe(notices.empty);
  });

  it("names what is wrong when the refused fields were filled", () => {
    expect(
      refusedFormNotice(
        form({ author_name: "Lucía Pérez Gómez", content: "Hola" }),
        { author_name: ["Escribe solo tu nombre, sin apellidos."] },
        notices,
      ),
    ).toEqual({
      title: "Revisa el campo marcado",
      description: "Escribe solo tu nombre, sin apellidos.",
      variant: "destructive",
    });
  });
});
