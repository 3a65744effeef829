import type { Locator, Page } from "@playwright/test";
import { E2E_PASSWORDS, E2E_PG_BASE_URL, E2E_PG_DATABASE_URL } from "../../playwright.config";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  notice,
  ON_PHONE_TOO,
  test,
  turnBigScreenSlides,
  TV_SCREENS,
} from "./fixtures";

/** A visible notice (toast) containing the text. */

const pendingCard = (page: Page) => page.locator("a[id^='partido-']").filter({ hasText: "Pendiente" }).first();

/** The row of a team in the standings, and its PJ and Ptos cells. */
function standingsRow(page: Page, team: string) {
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: team }) });
  return { row, pj: row.getByRole("cell").nth(1), pts: row.getByRole("cell").last() };
}

async function unlock(page: Page, dialog: Locator) {
  await dialog.getByLabel("Contraseña de la organización").fill(E2E_PASSWORDS.ORGANISER_PASSWORD);
  await dialog.getByRole("button", { name: "Desbloquear" }).click();
  await expect(notice(page, "Acceso autorizado")).toContainText("Ya puedes introducir el resultado del partido.");
}

test.describe("Mantecup competition pages", () => {
  test("show the standings, the fixtures and the rules of each sport", ON_PHONE_TOO, async ({ page, isPhone }) => {
    // Two pages, each scanned by axe: on a busy two-core machine that is near the default 30 s.
    test.setTimeout(60_000);
    await gotoHydrated(page, "/campeonatos/mantecup/futbol-masculino");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fútbol Masculino");
    for (const name of ["Clasificación", "Próximos Partidos", "Normativa"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(3);
    const groupA = page.getByRole("table", { name: "Grupo A" });
    await expect(groupA.getByRole("columnheader")).toHaveText([
      "#",
      "Equipo",
      "PJ",
      "V",
      "E",
      "D",
      "GF",
      "GC",
      "DG",
      "Ptos",
    ]);
    await expect(groupA.getByRole("rowheader")).toHaveCount(4);
    await expect(page.getByRole("table", { name: "Grupo C" }).getByRole("rowheader")).toHaveCount(5);
    await expect(page.getByRole("heading", { level: 3, name: "Grupo B" })).toBeVisible();
    await expect(page.getByText("Un equipo que no se presenta pierde 3-0.")).toBeVisible();
    // The calendar: a subscription that updates itself, Google Calendar, or the file.
    const feedPath = "/campeonatos/mantecup/futbol-masculino/calendario.ics";
    const webcal = `webcal://${new URL(page.url()).host}${feedPath}`;
    await expect(page.getByRole("link", { name: "Suscribirse al calendario" })).toHaveAttribute("href", webcal);
    await expect(page.getByRole("link", { name: "Añadir a Google Calendar" })).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(page.getByRole("link", { name: "Descargar (.ics)" })).toHaveAttribute("href", feedPath);
    // The choice that works on this device first (an Android phone has nothing that opens webcal://), with what it does.
    const upcoming = page.getByRole("region", { name: "Próximos Partidos" });
    await expect(upcoming.getByRole("link").first()).toHaveText(
      isPhone ? "Añadir a Google Calendar" : "Suscribirse al calendario",
    );
    await expect(upcoming).toContainText(
      isPhone ? "En Android, Google Calendar añade los partidos" : "Con «Suscribirse»",
    );
    // A computer's calendar copies the feed's address (from the site's configured address).
    if (!isPhone)
      await expect(upcoming.getByLabel(/^Dirección del calendario, para copiarla/)).toHaveValue(
        new RegExp(`^https?://[^/]+${feedPath.replaceAll(".", "\\.")}$`),
      );
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/campeonatos/mantecup/badminton-femenino");
    const groupD = page.getByRole("table", { name: "Grupo D · 3º / 4º ESO" });
    // No draws in badminton: no E column; points (P), not goals.
    await expect(groupD.getByRole("columnheader")).toHaveText([
      "#",
      "Equipo",
      "PJ",
      "V",
      "D",
      "PF",
      "PC",
      "DP",
      "Ptos",
    ]);
    const fixtures = page.getByRole("region", { name: "Lista de partidos" });
    expect(await fixtures.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("600px");
    await expect(page.getByText("En bádminton no hay empate.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    "the result dialog stays locked until the organiser password and refuses invalid scores",
    ON_PHONE_TOO,
    async ({ page }) => {
      test.setTimeout(60_000);
      await gotoHydrated(page, "/campeonatos/mantecup/badminton-masculino");
      const card = pendingCard(page);
      await card.click();
      const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
      await expect(dialog).toBeVisible();
      const password = dialog.getByLabel("Contraseña de la organización");
      await expect(password).toBeFocused();
      await expectNoAxeViolations(page);

      await password.fill("no-es-la-clave");
      await dialog.getByRole("button", { name: "Desbloquear" }).click();
      await expect(notice(page, "Contraseña incorrecta")).toContainText(
        "La contraseña no es válida. Inténtalo de nuevo.",
      );
      await expect(password).toHaveValue("");
      await expect(dialog.getByLabel(/^Marcador de/)).toHaveCount(0);

      await unlock(page, dialog);
      const [score1, score2] = [dialog.getByLabel(/^Marcador de/).first(), dialog.getByLabel(/^Marcador de/).last()];
      await expect(score1).toBeFocused();
      // A team name long enough to take two lines leaves the two score boxes side by side, level.
      await dialog
        .locator("label", { hasText: /^Marcador de/ })
        .first()
        .evaluate((label) => (label.textContent = "Marcador de Los Supersónicos Imparables del Recreo de las Once"));
      const [box1, box2] = [(await score1.boundingBox())!, (await score2.boundingBox())!];
      expect(Math.abs(box1.y - box2.y)).toBeLessThan(1);
      expect(box1.height).toBe(box2.height);
      const save = dialog.getByRole("button", { name: "Guardar resultado" });
      const cases: [string, string, string, string][] = [
        ["abc", "3", "Resultado no válido", "Por favor, introduce un marcador válido para ambos equipos."],
        ["20", "18", "Resultado de Bádminton inválido", "Al menos un jugador debe alcanzar 21 puntos."],
        ["21", "21", "Resultado de Bádminton inválido", "En bádminton no puede haber empate."],
        ["21", "20", "Resultado de Bádminton inválido", "El set se gana por 2 puntos de diferencia"],
      ];
      for (const [a, b, title, description] of cases) {
        await score1.fill(a);
        await score2.fill(b);
        await save.click();
        await expect(notice(page, description)).toContainText(title);
        await expect(dialog).toBeVisible();
        await expect(score1).toHaveValue(a);
      }
      await expectNoAxeViolations(page);

      // One Escape closes the dialog, even with a notice on screen (the notice keeps its own timer).
      await score1.fill("abc");
      await save.click();
      const shown = notice(page, "Por favor, introduce un marcador válido para ambos equipos.");
      await expect(shown).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await expect(shown).toBeVisible();

      // The next opening on this device goes straight to the scores: today's organiser pass.
      // The close button and 'Cancelar' close it too.
      await card.click();
      await expect(dialog.getByLabel("Contraseña de la organización")).toHaveCount(0);
      await expect(
        dialog.getByText("Este dispositivo ya tiene la contraseña de la organización hasta el final del día"),
      ).toBeVisible();
      await expect(dialog.getByLabel(/^Marcador de/).first()).toBeFocused();
      await dialog.getByRole("button", { name: "Cerrar" }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
      await card.click();
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toBeFocused();
    },
  );

  test(
    "the organiser types the password once and enters six results in one break",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }) => {
      test.setTimeout(90_000);
      // Each viewport uses its own competition: the two run at the same time on one database.
      const slug = isPhone ? "badminton-femenino" : "futbol-masculino";
      const score = isPhone ? (i: number) => ["21", String(10 + i)] : (i: number) => [String(i % 4), "1"];
      await gotoHydrated(page, `/campeonatos/mantecup/${slug}`);
      const submissions: string[] = [];
      page.on("request", (request) => {
        // The dialog sends the password and each result to the competition's `/resultados` (JSON).
        if (
          request.method() === "POST" &&
          new URL(request.url()).pathname === `/campeonatos/mantecup/${slug}/resultados`
        )
          submissions.push(request.postData() ?? "");
      });
      const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
      let passwordsTyped = 0;
      for (let i = 0; i < 6; i++) {
        const card = page.locator("a[id^='partido-']").nth(i);
        await card.click();
        await expect(dialog).toBeVisible();
        if (i === 0) {
          await unlock(page, dialog);
          passwordsTyped += 1;
        } else {
          await expect(dialog.getByLabel("Contraseña de la organización")).toHaveCount(0);
        }
        const [won, lost] = score(i);
        await dialog
          .getByLabel(/^Marcador de/)
          .first()
          .fill(won!);
        await dialog
          .getByLabel(/^Marcador de/)
          .last()
          .fill(lost!);
        await dialog.getByRole("button", { name: "Guardar resultado" }).click();
        await expect(dialog).toBeHidden();
        await expect(card.getByTestId("marcador")).toHaveText(`${won} - ${lost}`);
      }
      expect(passwordsTyped).toBe(1);
      // One unlock and six saves: seven submissions (closing a dialog after a save sends nothing).
      expect(submissions.filter((body) => body.includes("intent=unlock"))).toHaveLength(1);
      expect(submissions.filter((body) => body.includes("intent=save"))).toHaveLength(6);

      // Another device still needs the password.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await gotoHydrated(otherPage, `/campeonatos/mantecup/${slug}`);
      await otherPage.locator("a[id^='partido-']").first().click();
      await expect(otherPage.getByRole("dialog").getByLabel("Contraseña de la organización")).toBeVisible();
      await other.close();
    },
  );

  test(
    "a saved result changes the table, survives a reload, and another visitor sees it live",
    ON_PHONE_TOO,
    async ({ page, browser, isPhone }) => {
      // Two browsers, a reload and an axe scan: 28–30 s on a loaded machine, at the 30 s default.
      test.setTimeout(60_000);
      // Each viewport uses its own competition: the two run at the same time on one database.
      const slug = isPhone ? "baloncesto-mixto" : "voleibol-mixto";
      const [won, lost] = isPhone ? ["40", "12"] : ["25", "10"];
      const watcherContext = await browser.newContext();
      const watcher = await watcherContext.newPage();
      await gotoHydrated(watcher, `/campeonatos/mantecup/${slug}`);
      // The hall's big screen is watching too.
      const screen = await watcherContext.newPage();
      await gotoHydrated(screen, `/campeonatos/mantecup/${slug}/pantalla`);
      await expect(screen.getByRole("link", { name: "Novedades" })).toHaveCount(0);

      await gotoHydrated(page, `/campeonatos/mantecup/${slug}`);
      const card = pendingCard(page);
      const cardId = (await card.getAttribute("id"))!;
      const team1 = (await card.locator("span > span").first().textContent())!.trim();
      const before = standingsRow(page, team1);
      const [pjBefore, ptsBefore] = [Number(await before.pj.textContent()), Number(await before.pts.textContent())];

      await card.click();
      const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
      await unlock(page, dialog);
      await dialog.getByLabel(`Marcador de ${team1}`).fill(won);
      await dialog
        .getByLabel(/^Marcador de/)
        .last()
        .fill(lost);
      await dialog.getByRole("button", { name: "Guardar resultado" }).click();
      await expect(notice(page, "¡Resultado Actualizado!")).toContainText(
        "La tabla de clasificación ha sido actualizada.",
      );
      await expect(dialog).toBeHidden();
      const score = page.locator(`#${cardId}`).getByTestId("marcador");
      await expect(score).toHaveText(`${won} - ${lost}`);
      await expect(before.pj).toHaveText(String(pjBefore + 1));
      await expect(before.pts).toHaveText(String(ptsBefore + 3));

      // The other visitor never reloaded.
      await expect(watcher.locator(`#${cardId}`).getByTestId("marcador")).toHaveText(`${won} - ${lost}`);
      await expect(standingsRow(watcher, team1).pj).toHaveText(String(pjBefore + 1));
      await expect(watcher.getByText(/Clasificación actualizada en directo a las \d\d:\d\d\./)).toBeVisible();
      // (Its results slide may be waiting its turn: hidden, but on the page.)
      const latest = screen
        .getByTestId("pantalla-results")
        .locator("li")
        .filter({ hasText: team1 })
        .filter({ hasText: `${won} - ${lost}` });
      await expect(latest).toHaveCount(1);
      await watcherContext.close();

      await page.reload();
      await expect(page.locator(`#${cardId}`).getByTestId("marcador")).toHaveText(`${won} - ${lost}`);
      await expect(page.locator(`#${cardId}`)).toContainText("Jugado");
      await expectNoAxeViolations(page);
    },
  );
});

test.describe("follow my team", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("a student picks their team: only its matches, and a calendar of only those", async ({ page, request }) => {
        await (javaScriptEnabled
          ? gotoHydrated(page, "/campeonatos/mantecup/futbol-masculino")
          : page.goto("/campeonatos/mantecup/futbol-masculino"));
        const allCards = await page.locator("a[id^='partido-']").count();
        const form = page.getByRole("form", { name: "Sigue a tu equipo" });
        await form.getByLabel("Tu equipo").selectOption({ label: "Rayo Recreo" });
        await form.getByRole("button", { name: "Ver sus partidos" }).click();
        await expect(page).toHaveURL(/\?equipo=\d+/);
        await expect(page.getByRole("heading", { level: 3, name: "Partidos de Rayo Recreo" })).toBeVisible();
        const cards = page.locator("a[id^='partido-']");
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThan(allCards);
        for (const text of await cards.allTextContents()) expect(text).toContain("Rayo Recreo");
        // A parent looks for the next match: first under the title, above the tables; the rest in the list.
        // (Other tests may save this team's results meanwhile: with none left to play, there is none.)
        const toPlay = await cards.filter({ hasText: "Pendiente" }).count();
        const next = page.getByRole("region", { name: "Próximo partido de Rayo Recreo" });
        if (toPlay > 0) {
          await expect(next.locator("a[id^='partido-']")).toContainText("Pendiente");
          const [nextTop, tablesTop] = await Promise.all([
            next.boundingBox(),
            page.getByRole("heading", { level: 2, name: "Clasificación" }).boundingBox(),
          ]);
          expect(nextTop!.y).toBeLessThan(tablesTop!.y);
          await expect(page.getByText("Próximo partido")).toHaveCount(1);
        } else {
          await expect(next).toHaveCount(0);
        }
        await expect(form.getByLabel("Tu equipo")).toHaveValue(/\d+/);
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        await expect(page.getByRole("link", { name: "Suscribirse a los partidos de Rayo Recreo" })).toHaveAttribute(
          "href",
          /^webcal:\/\/.+\/calendario\.ics\?equipo=\d+$/,
        );
        const feed = page.getByRole("link", { name: "Descargar (.ics)" });
        // Long lines of an .ics are folded (RFC 5545): unfolded first.
        const ics = (await (await request.get((await feed.getAttribute("href"))!)).text()).replace(/\r\n[ \t]/g, "");
        const events = ics.split("BEGIN:VEVENT").slice(1);
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) expect(event).toContain("Rayo Recreo");

        await page.getByRole("link", { name: "Ver todos los partidos" }).click();
        await expect(page.locator("a[id^='partido-']")).toHaveCount(allCards);
      });
    });
  }
});

test.describe("printed for the gym's notice board", () => {
  test("tables and fixtures on one A4 sheet, without the site's navigation and footer", async ({ page, isPhone }) => {
    test.skip(isPhone, "Printing does not depend on the screen: one viewport is enough.");
    for (const slug of ["futbol-masculino", "badminton-masculino"]) {
      await gotoHydrated(page, `/campeonatos/mantecup/${slug}`);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: "Normativa" })).toBeHidden();
      await expect(page.getByRole("table").first()).toBeVisible();
      await expect(page.locator("a[id^='partido-']").first()).toBeVisible();
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page[^s]/g), slug).toHaveLength(1);
      await page.emulateMedia({ media: "screen" });
    }
  });
});

test.describe("result entry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "works as a form in the page: password, then the score, then back to the table",
    ON_PHONE_TOO,
    async ({ page, isPhone }) => {
      const slug = isPhone ? "futbol-masculino" : "futbol-femenino";
      await page.goto(`/campeonatos/mantecup/${slug}`);
      const card = pendingCard(page);
      const cardId = (await card.getAttribute("id"))!;
      await card.click();
      await expect(page).toHaveURL(/\?partido=\d+#resultado$/);
      const form = page.getByRole("region", { name: /^Resultado del partido/ });
      await form.getByLabel("Contraseña de la organización").fill("mal");
      await form.getByRole("button", { name: "Desbloquear" }).click();
      await expect(form.getByRole("alert")).toContainText("Contraseña incorrecta");
      await form.getByLabel("Contraseña de la organización").fill(E2E_PASSWORDS.ORGANISER_PASSWORD);
      await form.getByRole("button", { name: "Desbloquear" }).click();
      await expect(form.getByRole("status")).toContainText("Acceso autorizado");
      await form
        .getByLabel(/^Marcador de/)
        .first()
        .fill("3.5");
      await form
        .getByLabel(/^Marcador de/)
        .last()
        .fill("1");
      await form.getByRole("button", { name: "Guardar resultado" }).click();
      await expect(form.getByRole("alert")).toContainText("Resultado no válido");
      await expect(form.getByLabel(/^Marcador de/).first()).toHaveValue("3.5");
      await form
        .getByLabel(/^Marcador de/)
        .first()
        .fill("2");
      await form.getByRole("button", { name: "Guardar resultado" }).click();
      await expect(page).toHaveURL(new RegExp(`/campeonatos/mantecup/${slug}#${cardId}$`));
      await expect(page.getByText("¡Resultado Actualizado!")).toBeVisible();
      await expect(page.locator(`#${cardId}`).getByTestId("marcador")).toHaveText("2 - 1");
    },
  );
});

test.describe("live results on PostgreSQL (LISTEN/NOTIFY)", () => {
  test.skip(!E2E_PG_DATABASE_URL, "needs a PostgreSQL server (E2E_PG_URL)");
  test.skip(({ isPhone }) => isPhone, "one viewport: these tests change the shared database");
  test.use({ baseURL: E2E_PG_BASE_URL });

  test("a result saved in one page reaches another through the database", async ({ page, browser }) => {
    const watcherContext = await browser.newContext({ baseURL: E2E_PG_BASE_URL });
    const watcher = await watcherContext.newPage();
    await gotoHydrated(watcher, "/campeonatos/mantecup/futbol-femenino");
    await gotoHydrated(page, "/campeonatos/mantecup/futbol-femenino");
    const card = pendingCard(page);
    const cardId = (await card.getAttribute("id"))!;
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
    await unlock(page, dialog);
    await dialog
      .getByLabel(/^Marcador de/)
      .first()
      .fill("4");
    await dialog
      .getByLabel(/^Marcador de/)
      .last()
      .fill("4");
    await dialog.getByRole("button", { name: "Guardar resultado" }).click();
    await expect(notice(page, "¡Resultado Actualizado!")).toBeVisible();
    await expect(watcher.locator(`#${cardId}`).getByTestId("marcador")).toHaveText("4 - 4");
    await watcherContext.close();
  });
});

test("the hall's big screen shows the competition in large type without the site's frame, one slide at a time, and passes the axe scan", async ({
  page,
}) => {
  await gotoHydrated(page, "/campeonatos/mantecup/futbol-femenino/pantalla");
  await expect(page.getByRole("heading", { level: 1, name: "Fútbol Femenino" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // One slide shows; the others wait their turn.
  await expect(page.locator("section[data-testid^='pantalla-']:visible")).toHaveCount(1);
  expect(await page.locator("section[data-testid^='pantalla-']").count()).toBeGreaterThan(1);
  const fontSize = await page
    .getByRole("heading", { level: 1 })
    .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  // Readable from the back of the hall: at least 4 % of the screen's width.
  expect(fontSize).toBeGreaterThanOrEqual(page.viewportSize()!.width * 0.039);
  await expectNoAxeViolations(page);
});

test("the big screen of a competition that does not exist says so, with the way back, and stops asking", async ({
  page,
  isPhone,
}) => {
  test.skip(isPhone, "a hall's TV, not a phone");
  await page.clock.install();
  const response = await page.goto("/campeonatos/mantecup/no-existe/pantalla");
  expect(response?.status()).toBe(404);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
  await expect(page.getByText("Error 404")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  // It used to say «Reconectando…» and ask again every 15 s, for ever.
  await page.clock.runFor(60_000);
  expect(asked.filter((url) => url.includes("/pantalla"))).toEqual([]);
  await expect(page.getByText("Reconectando…")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("every slide of the big screen fits a 1920×1080 and a 1280×720 screen whole (the fourth result was cut off)", async ({
  page,
  isPhone,
}) => {
  test.skip(isPhone, "a hall's TV, not a phone");
  for (const screen of TV_SCREENS) {
    const slides = await turnBigScreenSlides(page, "/campeonatos/mantecup/futbol-masculino/pantalla", screen);
    expect(slides.length).toBeGreaterThan(1);
  }
});
