import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, courseNews, newsItems, rankingEntries } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { searchAsThePageDoes } from "../helpers/site-search";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(newsItems).values([
    {
      title: "Jornada de orientación en el parque",
      date: "2026-10-02",
      content: "Salimos con **mapa y brújula**. Trae [la autorización](/novedades) firmada.",
    },
    { title: "Final de voleibol", date: "2026-10-05", content: "El pabellón acoge la final del torneo de vóley." },
  ]);
  await handle.db
    .insert(blogPosts)
    .values({ title: "Nuestra carrera solidaria", content: "Corrimos por una causa: la orientación también cuenta." });
  await handle.db
    .insert(courseNews)
    .values({ course: "3º ESO", title: "Examen práctico de acrosport", content: "Traed ropa cómoda." });
});
afterAll(() => handle.close());

const titles = async (query: string) => (await searchAsThePageDoes(handle.db, query)).map((hit) => hit.title);

describe("search", () => {
  it("finds a news item by a word with and without its accent, and by another form of the word", async () => {
    for (const query of ["orientación", "orientacion", "ORIENTACIÓN", "orientaciones", "jornadas"]) {
      expect(await titles(query), query).toContain("Jornada de orientación en el parque");
    }
    // And the other way round: a word written without its accent in the text is found with one.
    expect(await titles("vóleibol")).toContain("Final de voleibol");
  });

  it("ranks a title above a mention in the text, each linking to its page", async () => {
    const hits = await searchAsThePageDoes(handle.db, "orientación");
    const news = hits.find((h) => h.title === "Jornada de orientación en el parque")!;
    const post = hits.find((h) => h.title === "Nuestra carrera solidaria")!;
    expect(hits.indexOf(news)).toBeLessThan(hits.indexOf(post));
    expect(news).toMatchObject({ kind: "noticia", date: "2026-10-02" });
    expect(news.titleParts).toEqual([
      { text: "Jornada de ", marked: false },
      { text: "orientación", marked: true },
      { text: " en el parque", marked: false },
    ]);
    expect(news.path).toMatch(/^\/novedades\?noticia=\d+$/);
    expect(post.kind).toBe("blog");
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.path).toMatch(/^\/blog\/\d+-nuestra-carrera-solidaria$/);
    const course = (await searchAsThePageDoes(handle.db, "acrosport"))[0]!;
    expect(course).toMatchObject({ kind: "curso", title: "Examen práctico de acrosport" });
    expect(course.path).toMatch(/^\/cursos\/noticias\?curso=3-eso#noticia-\d+$/);
  });

  it("highlights the matched words in a snippet without the text format's marks", async () => {
    const [hit] = await searchAsThePageDoes(handle.db, "brujula");
    const marked = hit!.snippet.filter((p) => p.marked).map((p) => p.text);
    expect(marked).toEqual(["brújula"]);
    const text = hit!.snippet.map((p) => p.text).join("");
    expect(text).toContain("mapa y brújula");
    expect(text).toContain("Trae la autorización firmada");
    expect(text).not.toMatch(/\*\*|\]\(/);
  });

  it("shows the teacher's name where a page's text says {profe}, as the page does", async () => {
    const home = (await searchAsThePageDoes(handle.db, "profe")).find((hit) => hit.path === "/")!;
    const text = home.snippet.map((p) => p.text).join("");
    expect(text).toContain("Javier");
    expect(text).not.toContain("{profe}");
  });

  it("searches the published pages, projects and competitions", async () => {
    const projects = await searchAsThePageDoes(handle.db, "xacobeo");
    expect(projects.some((h) => h.kind === "proyecto" && h.path === "/proyectos/desafio-xacobeo")).toBe(true);
    const competitions = await searchAsThePageDoes(handle.db, "futbol femenino");
    expect(competitions.some((h) => h.kind === "campeonato" && h.path.startsWith("/campeonatos/mantecup/"))).toBe(true);
    const home = await searchAsThePageDoes(handle.db, "bilingüe");
    expect(home.some((h) => h.kind === "pagina")).toBe(true);
  });

  it("finds a competition's team by its name, accents or not, and opens the team's own view", async () => {
    for (const query of ["galacticos", "Galácticos", "los galácticos", "rayo recreo"]) {
      const hit = (await searchAsThePageDoes(handle.db, query)).find((h) => h.kind === "equipo");
      expect(hit, query).toBeDefined();
      expect(hit!.path, query).toMatch(/^\/campeonatos\/mantecup\/futbol-masculino\?equipo=\d+$/);
    }
    expect((await searchAsThePageDoes(handle.db, "galacticos")).find((h) => h.kind === "equipo")?.title).toBe(
      "Los Galácticos",
    );
  });

  it("never finds a pupil's name from the ranking, the group progress or the league's enrolments", async () => {
    const [pupil] = await handle.db.select({ name: rankingEntries.name }).from(rankingEntries).limit(1);
    expect(pupil?.name).toBeTruthy();
    for (const word of pupil!.name.split(" ")) expect(await searchAsThePageDoes(handle.db, word)).toEqual([]);
  });

  it("finds nothing for an empty query or one of only common words, and survives any punctuation", async () => {
    expect(await searchAsThePageDoes(handle.db, "")).toEqual([]);
    expect(await searchAsThePageDoes(handle.db, "de la los")).toEqual([]);
    for (const query of ["'", '"', "a & b | !c", "(((", "-", "::", "\\", "orientación:*", "<script>"]) {
      await expect(searchAsThePageDoes(handle.db, query), query).resolves.toBeInstanceOf(Array);
    }
    expect(await titles('"mapa y brújula"')).toContain("Jornada de orientación en el parque");
    expect(await titles("orientación -parque")).not.toContain("Jornada de orientación en el parque");
  });
});
