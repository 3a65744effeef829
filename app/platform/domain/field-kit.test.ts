import { describe, expect, it } from "vitest";
import {
  fieldLabels,
  fieldViews,
  image,
  list,
  nullableText,
  optionalSelect,
  optionalWholeNumber,
  readDescribedForm,
  select,
  text,
  wholeNumber,
} from "./field-kit";
import { completeDocument, editListInForm, formValuesOf, parseListEdit } from "./field-views";
import { z } from "./zod";

const form = z.object({
  title: text("Título", 10, { wide: true, say: "un título" }),
  note: text("Nota", 100, { optional: true }),
  course: select("Curso", [
    { value: "2º ESO", label: "2º ESO" },
    { value: "3º ESO", label: "3º ESO" },
  ]),
  category: optionalSelect("Categoría", [{ value: "a", label: "A" }]),
  author: nullableText("Autor", 20),
  rank: wholeNumber("Puesto", 1, 9),
  position: optionalWholeNumber("Orden", 0, 100),
  steps: list("Pasos", "Paso", 2, { name: text("Nombre", 20), photo: image("Foto") }),
});

describe("the panel's one form language", () => {
  it("derives what the editor draws from the schema, labels and kinds included", () => {
    const views = fieldViews(form);
    expect(views.title).toEqual({ kind: "text", label: "Título", max: 10, wide: true });
    expect(views.course).toEqual({
      kind: "select",
      label: "Curso",
      options: [
        { value: "2º ESO", label: "2º ESO" },
        { value: "3º ESO", label: "3º ESO" },
      ],
    });
    expect(views.position).toEqual({ kind: "number", label: "Orden", min: 0, max: 100, optional: true });
    expect(views.steps).toEqual({
      kind: "list",
      label: "Pasos",
      itemLabel: "Paso",
      max: 2,
      fields: { name: { kind: "text", label: "Nombre", max: 20 }, photo: { kind: "image", label: "Foto" } },
    });
    expect(fieldLabels(form).rank).toBe("Puesto");
    // A field without a description cannot be drawn: the form is refused when it is built, not at a visitor's request.
    expect(() => fieldViews(z.object({ bare: z.string() }))).toThrow(/bare/);
  });

  it("reads a sent form into its value, empty optional fields as none", () => {
    const read = readDescribedForm(form, {
      title: " Hola  ",
      note: " dos   espacios ",
      course: "3º ESO",
      category: "",
      author: "",
      rank: "3",
      position: "",
      "steps.4.name": "Calentar",
      "steps.4.photo.src": "/img/a.svg",
      "steps.4.photo.alt": "Un balón",
    });
    expect(read).toEqual({
      ok: true,
      value: {
        title: "Hola",
        note: "dos espacios",
        course: "3º ESO",
        category: "",
        author: null,
        rank: 3,
        position: null,
        steps: [{ name: "Calentar", photo: { src: "/img/a.svg", alt: "Un balón" } }],
      },
    });
  });

  it("says what is wrong by field name, in Spanish, the first message of each", () => {
    const read = readDescribedForm(form, {
      title: "",
      course: "4º ESO",
      rank: "12",
      position: "1.5",
      "steps.0.name": "x".repeat(21),
      "steps.0.photo.src": "https://tracker.example/x.png",
      "steps.0.photo.alt": "",
      "steps.1.name": "b",
    });
    expect(read.ok).toBe(false);
    expect(read.ok ? {} : read.errors).toEqual({
      title: "Escribe un título.",
      course: "Elige «Curso» de la lista.",
      rank: "«Puesto» es un número entero de 1 a 9.",
      position: "«Orden» es un número entero de 0 a 100.",
      "steps.0.name": "«Nombre» admite como mucho 20 caracteres.",
      "steps.0.photo.src": "Usa una imagen de la web: una ruta que empiece por /img/ o /subidas/.",
      "steps.0.photo.alt": "Describe la imagen para quien no la ve (texto alternativo).",
      "steps.1.photo.src": "Elige la imagen de «Foto».",
    });
    const tooMany = readDescribedForm(form, { "steps.0.name": "a", "steps.1.name": "b", "steps.2.name": "c" });
    expect(tooMany.ok ? {} : tooMany.errors.steps).toBe("«Pasos» admite como mucho 2 elementos.");
  });

  it("moves a list's items in the form without reading or saving them, and completes an old document", () => {
    const views = fieldViews(form);
    const values = formValuesOf(views, {
      steps: [
        { name: "Uno", photo: { src: "/img/1.svg", alt: "1" } },
        { name: "Dos", photo: { src: "", alt: "" } },
      ],
    });
    const moved = editListInForm(views, values, parseListEdit("down:steps.0")!)!;
    expect([moved["steps.0.name"], moved["steps.1.name"], moved["steps.1.photo.src"]]).toEqual([
      "Dos",
      "Uno",
      "/img/1.svg",
    ]);
    expect(editListInForm(views, values, parseListEdit("add:steps")!)!["steps.2.name"]).toBeUndefined();
    expect(editListInForm(views, values, parseListEdit("add:title")!)).toBeNull();
    // A document stored before `position` and `author` existed reads with them empty; what fits is kept.
    expect(completeDocument(views, { title: "Viejo", rank: "no es un número" })).toMatchObject({
      title: "Viejo",
      author: "",
      rank: null,
      position: null,
      steps: [],
    });
  });
});
