import { addDays } from "../../app/platform/domain/calendar-days";
import { weeksToToday } from "../../app/site/domain/sample-dates";
import { expect, expectNoAxeViolations, gotoHydrated, ON_PHONE_TOO, test } from "./fixtures";

/**
 * A sample news item's day as the board says it: the sample's news moved with the site's first
 * start, its newest to that day or the week before (app/site/domain/sample-dates.ts).
 */
function sampleNewsDay(written: string): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  const day = addDays(written, weeksToToday("2025-03-05", today, "on-or-before"));
  return new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

test.describe("news board 'Última Hora'", () => {
  test("shows every item with badge, tags, Spanish date and a 100-character preview", async ({ page }) => {
    await gotoHydrated(page, "/novedades");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Última Hora");
    const cards = page.getByTestId("news-card");
    await expect(cards).toHaveCount(3);
    // Pinned first, newest first.
    await expect(cards.getByRole("heading")).toHaveText([
      "El fútbol femenino, protagonista del Mantecup 2025",
      "Calendario de partidos del IV Mantecup",
      "¡Abiertas las inscripciones del IV Torneo Mantecup 2025!",
    ]);
    const first = cards.first();
    await expect(first.getByText("FIJADO")).toBeVisible();
    // The sample's news is dated around the day the site first started: a live year, not 2025.
    await expect(first.getByText(sampleNewsDay("2025-03-05"))).toBeVisible();
    await expect(first.getByRole("list", { name: "Etiquetas" }).getByRole("listitem")).toHaveText([
      "Mantecup",
      "Femenino",
      "Video",
    ]);
    const preview = await first.locator("p").nth(1).textContent();
    expect(preview?.endsWith("...")).toBe(true);
    expect((preview ?? "").length - 3).toBeLessThanOrEqual(100);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/novedades/rss.xml",
    );
    await expectNoAxeViolations(page);
  });

  test("the carousel advances after 5 seconds and wraps around", ON_PHONE_TOO, async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/novedades");
    await page.clock.pauseAt(Date.now() + 60_000);
    const position = page.getByTestId("carousel-position");
    // Choosing a slide restarts the 5-second timer: from here time is fully controlled.
    await page
      .getByRole("navigation", { name: "Noticias destacadas" })
      .getByRole("button", { name: /Calendario de partidos/ })
      .click();
    await expect(position).toHaveText("2 / 3");
    // The slides' texts differ in length, but the carousel keeps one height: what is below it stays put.
    const carousel = page.getByRole("region", { name: "Noticias destacadas" });
    const heights = [(await carousel.boundingBox())!.height];
    await page.clock.runFor(4900);
    await expect(position).toHaveText("2 / 3");
    await page.clock.runFor(200);
    await expect(position).toHaveText("3 / 3");
    heights.push((await carousel.boundingBox())!.height);
    await page.clock.runFor(5000);
    await expect(position).toHaveText("1 / 3");
    heights.push((await carousel.boundingBox())!.height);
    expect(new Set(heights).size, `alturas: ${heights.join(", ")}`).toBe(1);
    await expect(page.getByTestId("carousel-slide").first()).toBeVisible();
    // Every slide is a pinned item, marked as the grid cards are.
    await expect(page.getByTestId("carousel-slide").first().getByText("FIJADO", { exact: true })).toBeVisible();
    await expect(page.getByTestId("carousel-slide").getByText("FIJADO", { exact: true })).toHaveCount(3);
  });

  test("pauses while the pointer is on it and with the pause button", async ({ page, isPhone }) => {
    test.skip(isPhone, "hover");
    await page.clock.install();
    await gotoHydrated(page, "/novedades");
    await page.clock.pauseAt(Date.now() + 60_000);
    const carousel = page.getByRole("region", { name: "Noticias destacadas" });
    const position = page.getByTestId("carousel-position");
    const start = await position.textContent();
    await carousel.hover();
    await page.clock.runFor(11_000);
    await expect(position).toHaveText(start!);
    await page.getByRole("button", { name: "Pausar el paso automático" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(11_000);
    await expect(position).toHaveText(start!);
  });

  test("choosing an item of the side list selects it in the carousel", async ({ page }) => {
    await gotoHydrated(page, "/novedades");
    const side = page.getByRole("navigation", { name: "Noticias destacadas" });
    await side.getByRole("button", { name: /Abiertas las inscripciones/ }).click();
    await expect(page.getByTestId("carousel-position")).toHaveText("3 / 3");
    await expect(page.getByRole("group", { name: /3 de 3: ¡Abiertas las inscripciones/ })).toBeVisible();
    await expect(side.getByRole("button", { name: /Abiertas las inscripciones/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test(
    "'Leer más' opens the full item in a dialog that closes with Escape and returns focus",
    ON_PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, "/novedades");
      const readMore = page
        .getByTestId("news-card")
        .nth(1)
        .getByRole("link", { name: /Leer más/ });
      await readMore.click();
      const dialog = page.getByRole("dialog", { name: "Calendario de partidos del IV Mantecup" });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/novedades\?noticia=4$/);
      await expect(dialog.getByText(sampleNewsDay("2025-02-03"))).toBeVisible();
      await expect(dialog.getByRole("link", { name: "fútbol masculino" })).toHaveAttribute(
        "href",
        "/campeonatos/mantecup/futbol-masculino",
      );
      await expect(dialog.getByRole("img", { name: "Calendario de partidos del IV Mantecup 2025" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/novedades$/);
      await expect(readMore).toBeFocused();
    },
  );

  test("a shared link opens that item", async ({ page }) => {
    await gotoHydrated(page, "/novedades?noticia=3");
    await expect(
      page.getByRole("dialog", { name: "¡Abiertas las inscripciones del IV Torneo Mantecup 2025!" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/¡Abiertas las inscripciones del IV Torneo Mantecup 2025!/);
  });

  test("the RSS feed lists the items", async ({ request }) => {
    const response = await request.get("/novedades/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain("<title>Calendario de partidos del IV Mantecup</title>");
    expect(xml.match(/<item>/g)).toHaveLength(3);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a shared link shows the item in the page", async ({ page }) => {
      await page.goto("/novedades?noticia=5");
      const article = page.getByRole("article", { name: "El fútbol femenino, protagonista del Mantecup 2025" });
      await expect(article).toBeVisible();
      await expect(article.getByRole("link", { name: "canal del centro" })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
    });
  });
});
