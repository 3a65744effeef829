import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { closeSchoolYear } from "../../app/archive/server/school-years.server";
import * as manifestRoute from "../../app/routes/manifest.webmanifest";
import * as robotsRoute from "../../app/routes/robots.txt";
import * as sitemapRoute from "../../app/routes/sitemap.xml";
import { testContext } from "../helpers/app-context";
import { PUBLIC_PAGES } from "../helpers/public-pages";
import { callRoute, type RouteFunction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const ORIGIN = "https://ef.ejemplo.es";
import { createPublicAddress } from "../../app/platform/server/public-address.server";
const fetchText = async (fn: RouteFunction, path: string) => {
  // Asked through another host: every address written is the configured one.
  const response = (await callRoute(fn, `http://evil.example${path}`, {
    context: testContext(handle.db, { publicAddress: createPublicAddress(ORIGIN) }),
  })) as Response;
  return { response, text: await response.text() };
};
const GATED = ["/cursos/ranking-amigable", "/cursos/progreso-grupo"];
/** The course zone's pages that say `noindex` (the class's news, the sections in preparation). */
const UNLISTED = ["/cursos/noticias", "/cursos/calendario", "/cursos/recursos"];

async function sitemapUrls() {
  const { response, text } = await fetchText(sitemapRoute.loader as RouteFunction, "/sitemap.xml");
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const document = parseDocument(text, { xmlMode: true });
  return DomUtils.getElementsByTagName("url", document).map((url) => ({
    loc: DomUtils.textContent(DomUtils.getElementsByTagName("loc", url)[0]!),
    lastmod: DomUtils.textContent(DomUtils.getElementsByTagName("lastmod", url)[0]!),
  }));
}

describe("findable", () => {
  it("the sitemap lists every public page once, each with its day of last change, and no panel, preview or gated page", async () => {
    const urls = await sitemapUrls();
    const paths = urls.map((u) => new URL(u.loc)).map((url) => `${url.pathname}${url.search}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const pathnames = new Set(paths.map((p) => p.split("?")[0]));
    for (const page of PUBLIC_PAGES.map((p) => p.split("?")[0]!).filter(
      (p) => !GATED.includes(p) && !UNLISTED.includes(p),
    ))
      expect(pathnames, page).toContain(page);
    for (const path of paths) {
      expect(path.startsWith("/admin")).toBe(false);
      expect(GATED.some((gated) => path.startsWith(gated))).toBe(false);
      expect(path).not.toContain("vista-previa");
    }
    // Pages that ask search engines not to list them (`noindex`) are not offered to them either.
    for (const path of paths)
      expect(
        UNLISTED.some((unlisted) => path.startsWith(unlisted)),
        path,
      ).toBe(false);
  });

  it("follows the site: a closed year's archive and its competitions are listed, dated the day it was closed", async () => {
    await handle.db.transaction((tx) =>
      closeSchoolYear(
        tx,
        {
          year: "2025-2026",
          keepCompetitions: false,
          passwords: [
            { gate: "course:2-eso", password: "uno-1" },
            { gate: "course:3-eso", password: "dos-2" },
            { gate: "course:1-bachillerato", password: "tres-3" },
          ],
        },
        new Date("2026-06-30T12:00:00Z"),
      ),
    );
    const urls = await sitemapUrls();
    expect(urls).toContainEqual({ loc: `${ORIGIN}/archivo/2025-2026`, lastmod: "2026-06-30" });
    expect(urls).toContainEqual({
      loc: `${ORIGIN}/archivo/2025-2026/campeonatos/futbol-masculino`,
      lastmod: "2026-06-30",
    });
    // The competitions the close removed are no longer listed at their live address.
    expect(urls.map((u) => u.loc)).not.toContain(`${ORIGIN}/campeonatos/mantecup/futbol-masculino`);
  });

  it("robots.txt keeps crawlers out of the panel, previews, live streams and gated pages, and names the sitemap", async () => {
    const { response, text } = await fetchText(robotsRoute.loader as RouteFunction, "/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const disallowed = text
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    expect(disallowed).toEqual(expect.arrayContaining(["/admin", ...GATED, "/*?vista-previa=", "/*/en-directo"]));
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("the web app manifest names the site in Spanish, opens at / in its own window, with icons of the sizes it declares", async () => {
    const { response, text } = await fetchText(manifestRoute.loader as RouteFunction, "/manifest.webmanifest");
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(text) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Educación Física · IES Fernando III",
      short_name: "Educación Física",
      lang: "es",
      start_url: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of [...manifest.icons, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
      const { width, height, format } = await sharp(`public${icon.src}`).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe("png");
    }
  });
});
