import { describe, expect, it } from "vitest";
import { SEED_PAGES } from "../../../db/seed-data/pages";
import { editablePages, PROJECT_FIELDS, type ProjectDocument } from "~/pages/copy/page-editors";
import { pageKeys } from "~/pages/copy/page-keys";
import { SAMPLE_PROJECTS } from "../../../db/seed-data/projects";
import { SAMPLE_COURSES } from "../../../db/seed-data/courses";

const EDITABLE_PAGES = editablePages({
  courses: SAMPLE_COURSES,
  projects: SAMPLE_PROJECTS,
  settings: {
    bilingualLabel: "Proyecto Bilingüe 24/25",
    leagueName: "Fernando III League",
    tournamentName: "Mantecup",
  },
});
import {
  completePageDocument as completeDocument,
  documentLinks,
  editPageForm,
  pageFormValues,
  readPageForm,
} from "./page-documents";
import { youtubeIdOf } from "~/platform/domain/web-addresses";
import { nestValues, parseListEdit } from "~/platform/domain/field-views";
import { fieldViews } from "~/platform/domain/field-kit";
import { parseInlineMarks } from "~/platform/domain/inline-marks";

describe("page documents", () => {
  it("every editable page has its first content, and it reads back through its editor unchanged", () => {
    for (const page of EDITABLE_PAGES) {
      const seed = SEED_PAGES[page.key];
      expect(seed, page.key).toBeDefined();
      const { document, errors } = readPageForm(page.fields, pageFormValues(page.fields, seed!));
      expect(errors, page.key).toEqual({});
      // Nothing of the first content is lost (the seed leaves empty fields out: the page's fields complete it).
      expect(document, page.key).toMatchObject(seed!);
      expect(completeDocument(page.fields, seed), page.key).toEqual(document);
    }
    expect(Object.keys(SEED_PAGES).sort()).toEqual(EDITABLE_PAGES.map((p) => p.key).sort());
  });

  it("refuses what may not be stored, by field, in Spanish", () => {
    const values = pageFormValues(PROJECT_FIELDS, SEED_PAGES["proyecto-conquista-el-reto"]!);
    values["title"] = "";
    values["links.0.href"] = "javascript:alert(1)";
    values["video.youtubeId"] = "no es un vídeo";
    values["gallery.0.image.src"] = "https://tracker.example/x.png";
    values["gallery.0.image.alt"] = "";
    const { errors } = readPageForm(PROJECT_FIELDS, values);
    expect(errors["title"]).toBe("Escribe «Título».");
    expect(errors["links.0.href"]).toMatch(/https:\/\//);
    expect(errors["video.youtubeId"]).toMatch(/No es un vídeo de YouTube/);
    expect(errors["gallery.0.image.src"]).toMatch(/\/img\//);
    expect(errors["gallery.0.image.alt"]).toMatch(/texto alternativo/);
  });

  it("keeps a paragraph's line breaks, so a page's paragraph can be a list in the one text format", () => {
    const values = pageFormValues(PROJECT_FIELDS, SEED_PAGES["proyecto-conquista-el-reto"]!);
    values["intro"] = "Traed:\r\n  - agua  \r\n- gorra\r\n\r\n\r\nY **ganas**.";
    const { document, errors } = readPageForm(PROJECT_FIELDS, values);
    expect(errors).toEqual({});
    expect(document?.intro).toEqual(["Traed:\n- agua\n- gorra", "Y **ganas**."]);
  });

  it("keeps only the id of a video given by its address", () => {
    expect(youtubeIdOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://youtu.be/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://vimeo.com/123")).toBeNull();
    const values = pageFormValues(PROJECT_FIELDS, SEED_PAGES["proyecto-sombras-y-brillo"]!);
    values["video.youtubeId"] = "https://youtu.be/dQw4w9WgXcQ";
    expect(readPageForm(PROJECT_FIELDS, values).document?.video).toEqual({
      youtubeId: "dQw4w9WgXcQ",
      title: "Espectáculo de Sombras y Brillo",
    });
  });

  it("adds, moves and removes list items without losing what was typed", () => {
    const values = pageFormValues(PROJECT_FIELDS, SEED_PAGES["proyecto-health-leaders"]!);
    values["sections.0.heading"] = "Editado sin guardar";
    const added = editPageForm(PROJECT_FIELDS, values, parseListEdit("add:sections")!)!;
    expect(readPageForm(PROJECT_FIELDS, added).errors).toEqual({
      "sections.3.heading": "Escribe «Título del bloque».",
    });
    expect(nestValues(fieldViews(PROJECT_FIELDS), added).sections).toHaveLength(4);
    expect(added["sections.0.heading"]).toBe("Editado sin guardar");
    expect(added["sections.3.heading"]).toBe("");
    const moved = editPageForm(PROJECT_FIELDS, added, parseListEdit("up:sections.1")!)!;
    expect([moved["sections.0.heading"], moved["sections.1.heading"]]).toEqual(["Requisitos", "Editado sin guardar"]);
    const removed = editPageForm(PROJECT_FIELDS, moved, parseListEdit("remove:sections.0")!)!;
    expect(
      (nestValues(fieldViews(PROJECT_FIELDS), removed).sections as { heading: string }[]).map((s) => s.heading),
    ).toEqual(["Editado sin guardar", "Recompensas", ""]);
    // A nested list: the columns of a block.
    const columns = editPageForm(PROJECT_FIELDS, removed, parseListEdit("add:sections.0.columns")!)!;
    expect(columns["sections.0.columns.0.title"]).toBe("");
    expect(editPageForm(PROJECT_FIELDS, values, parseListEdit("add:title")!)).toBeNull();
    expect(parseListEdit("add:sections;drop")).toBeNull();
  });

  it("reads no more than one item past a list's limit, however many are sent", () => {
    const values = pageFormValues(PROJECT_FIELDS, SEED_PAGES["proyecto-health-leaders"]!);
    for (let i = 0; i < 6000; i++) {
      values[`gallery.${i}.image.src`] = "/img/foto.svg";
      values[`gallery.${i}.image.alt`] = `Foto ${i}`;
    }
    const gallery = fieldViews(PROJECT_FIELDS).gallery!;
    const max = gallery.kind === "list" ? gallery.max : 0;
    expect(max).toBe(24);
    expect(nestValues(fieldViews(PROJECT_FIELDS), values).gallery).toHaveLength(max + 1);
    const read = readPageForm(PROJECT_FIELDS, values);
    expect(read.document).toBeNull();
    expect(read.errors.gallery).toBe(`«Galería de fotos» admite como mucho ${max} elementos.`);
    const added = editPageForm(PROJECT_FIELDS, values, parseListEdit("add:gallery")!)!;
    expect((readPageForm(PROJECT_FIELDS, added).document as ProjectDocument).gallery).toHaveLength(max);
    expect(Object.keys(added).filter((k) => k.startsWith("gallery.")).length).toBe(max * 2);
  });

  it("lists a page's external links and videos with the field that holds each", () => {
    const links = documentLinks(PROJECT_FIELDS, SEED_PAGES["proyecto-sombras-y-brillo"]!);
    expect(links).toEqual([
      {
        field: "video.youtubeId",
        label: "Vídeo de YouTube (dirección o código)",
        url: "https://www.youtube.com/watch?v=SyB2025show",
        videoId: "SyB2025show",
      },
    ]);
  });
});

describe("the editable pages follow the school's shape", () => {
  const settings = {
    bilingualLabel: "Proyecto Bilingüe 26/27",
    leagueName: "Liga Bahía",
    tournamentName: "Copa Bahía",
  };
  const pathOf = (courses: typeof SAMPLE_COURSES, key: string) =>
    editablePages({ courses, projects: [], settings }).find((page) => page.key === key)?.publicPath;

  it("previews the course zone with the school's first course, and the hubs at the addresses their names give", () => {
    expect(pathOf(SAMPLE_COURSES, pageKeys.courseZone)).toBe(`/cursos/calendario?curso=${SAMPLE_COURSES[0]!.slug}`);
    expect(pathOf([{ ...SAMPLE_COURSES[0]!, slug: "1-eso", label: "1º ESO" }], pageKeys.courseZone)).toBe(
      "/cursos/calendario?curso=1-eso",
    );
    expect(pathOf([], pageKeys.courseZone)).toBe("/cursos/calendario");
    expect(pathOf([], pageKeys.tournament)).toBe("/campeonatos/copa-bahia");
    expect(pathOf([], pageKeys.league)).toBe("/campeonatos/liga-bahia");
  });
});

describe("parseInlineMarks", () => {
  it("reads bold words and links, and leaves anything else as text", () => {
    expect(parseInlineMarks("Hola **mundo** y [la web](https://ejemplo.es/a) <b>no</b>")).toEqual([
      { kind: "text", text: "Hola " },
      { kind: "strong", text: "mundo" },
      { kind: "text", text: " y " },
      { kind: "link", text: "la web", href: "https://ejemplo.es/a" },
      { kind: "text", text: " <b>no</b>" },
    ]);
    expect(parseInlineMarks("[x](javascript:alert(1))")).toEqual([{ kind: "text", text: "[x](javascript:alert(1))" }]);
  });
});
