import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, newsItems } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { shareCardTitle } from "../../app/share/server/card-title.server";
import { getSiteSettings } from "../../app/platform/server/site-settings.server";
import * as cardRoute from "../../app/routes/tarjeta.png";
import * as posterRoute from "../../app/routes/cartel";
import { testContext } from "../helpers/app-context";
import { createPublicAddress } from "../../app/platform/server/public-address.server";
import { callRoute, dataOf, type RouteFunction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
let newsId: number;
let postId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  [{ id: newsId }] = (await handle.db
    .insert(newsItems)
    .values({ title: "Salida en bici al pantano", date: "2026-11-20", content: "Traed casco." })
    .returning({ id: newsItems.id })) as [{ id: number }];
  [{ id: postId }] = (await handle.db
    .insert(blogPosts)
    .values({ title: "Diario de la salida", content: "Fue genial." })
    .returning({ id: blogPosts.id })) as [{ id: number }];
});
afterAll(() => handle.close());

describe("share cards and posters", () => {
  it("take the title the site itself shows for the path, and nothing from the address", async () => {
    const settings = await getSiteSettings(handle.db);
    const title = (path: string) => shareCardTitle(handle.db, settings, path);
    expect(await title(`/novedades?noticia=${newsId}`)).toBe("Salida en bici al pantano");
    expect(await title(`/blog/${postId}-lo-que-sea`)).toBe("Diario de la salida");
    expect(await title("/campeonatos/mantecup/futbol-femenino")).toBe("Fútbol Femenino");
    expect(await title("/cursos/noticias?curso=3-eso")).toBe("Noticias del Curso · 3º ESO");
    expect(await title("/proyectos/desafio-xacobeo")).toBe("Desafío Xacobeo");
    expect(await title("/")).toBe(`Educación Física con ${settings.teacherTitle} ${settings.teacherName}`);
    // Whatever else the address says, the card says the site's name.
    for (const path of [
      "/Comprad%20aqu%C3%AD",
      "/novedades?noticia=999999",
      "/campeonatos/mantecup/no-existe",
      "/blog/999999-x?titulo=Hola",
    ]) {
      expect(["Educación Física", "Novedades", "Blog"], path).toContain(await title(path));
    }
  });

  it("the card is a PNG for any path (an address elsewhere is the home page's), and the poster's code names this site's page", async () => {
    const context = testContext(handle.db, { publicAddress: createPublicAddress("https://ef.ejemplo.es") });
    const card = (await callRoute(
      cardRoute.loader as RouteFunction,
      "https://ef.ejemplo.es/tarjeta.png?ruta=//malo.example/x",
      { context },
    )) as Response;
    expect(card.headers.get("Content-Type")).toBe("image/png");
    const png = Buffer.from(await card.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const poster = dataOf<{ title: string; url: string; rows: string[] }>(
      await callRoute(
        posterRoute.loader as RouteFunction,
        `https://ef.ejemplo.es/cartel?ruta=${encodeURIComponent(`/novedades?noticia=${newsId}`)}`,
        { context },
      ),
    )!;
    expect(poster.title).toBe("Salida en bici al pantano");
    expect(poster.url).toBe(`https://ef.ejemplo.es/novedades?noticia=${newsId}`);
    // A QR code: a square of modules, at least version 1 (21×21).
    expect(poster.rows.length).toBeGreaterThanOrEqual(21);
    expect(poster.rows.every((row) => row.length === poster.rows.length && /^[01]+$/.test(row))).toBe(true);
    const elsewhere = dataOf<{ url: string }>(
      await callRoute(posterRoute.loader as RouteFunction, "https://ef.ejemplo.es/cartel?ruta=https://malo.example", {
        context,
      }),
    )!;
    expect(elsewhere.url).toBe("https://ef.ejemplo.es/");
  });

  it("name the site's configured address whatever Host the request names, and draw one card for all of them", async () => {
    const context = testContext(handle.db, { publicAddress: createPublicAddress("https://ef.ejemplo.es") });
    const forged = (host: string) =>
      callRoute(posterRoute.loader as RouteFunction, `http://${host}/cartel?ruta=%2Fhorarios`, { context });
    for (const host of ["evil.example", `${"w".repeat(200)}.example`])
      expect(dataOf<{ url: string }>(await forged(host))!.url).toBe("https://ef.ejemplo.es/horarios");
    const cards = await Promise.all(
      Array.from({ length: 40 }, async (_, i) =>
        Buffer.from(
          await (
            (await callRoute(
              cardRoute.loader as RouteFunction,
              `http://h${i}.evil.example/tarjeta.png?ruta=%2Fhorarios`,
              { context },
            )) as Response
          ).arrayBuffer(),
        ),
      ),
    );
    // One card, the same bytes for every Host: it is keyed by what it shows.
    expect(new Set(cards.map((card) => card.toString("base64"))).size).toBe(1);
  });
});
