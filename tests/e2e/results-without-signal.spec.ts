import { devices, type Locator, type Page } from "@playwright/test";
import type pg from "pg";
import { E2E_BASE_URL, E2E_PASSWORDS, E2E_PG_BASE_URL, E2E_PG_DATABASE_URL } from "../../playwright.config";
import { runSql } from "../helpers/postgres";
import {
  confirmChange,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  notice,
  signInAsTeacher,
  test,
  turnBigScreenSlides,
} from "./fixtures";

/**
 * Results entered in a gym without signal (docs/decisions/044), on an organiser's phone (412×915):
 * kept on the phone, the page opened again offline, one corrected, then sent in order once the
 * network is back, each saved once, a result saved meanwhile from the panel shown and chosen, and an
 * answer lost on the way saved once. On the PostgreSQL site when there is one (its rows are counted),
 * else on the public one. No other test touches this competition.
 */
const COMPETITION = "/campeonatos/mantecup/baloncesto-mixto";
const BASE_URL = E2E_PG_DATABASE_URL ? E2E_PG_BASE_URL : E2E_BASE_URL;
const KEPT = "Guardado en este móvil: se enviará en cuanto haya conexión";

const query = <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  runSql<T>(E2E_PG_DATABASE_URL!, sql, params);

const keptList = (page: Page) => page.locator("[data-kept-results]");

async function enterResult(page: Page, card: Locator, scores: [string, string]) {
  await card.click();
  const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
  await dialog
    .getByLabel(/^Marcador de/)
    .first()
    .fill(scores[0]);
  await dialog
    .getByLabel(/^Marcador de/)
    .last()
    .fill(scores[1]);
  await dialog.getByRole("button", { name: "Guardar resultado" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("results entered without signal", () => {
  test.skip(({ isPhone }) => isPhone, "it opens its own phone (Pixel 7) beside a teacher's desktop");
  test.use({ baseURL: BASE_URL });

  test("six results kept offline, reloaded, one corrected, sent in order once each; a conflict chosen; a lost answer saved once", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const phoneContext = await browser.newContext({ ...devices["Pixel 7"], baseURL: BASE_URL });
    const phone = await phoneContext.newPage();
    await gotoHydrated(phone, COMPETITION);
    const pending = phone.locator("a[id^='partido-']").filter({ hasText: "Pendiente" });
    const ids = await pending.evaluateAll((cards) => cards.map((card) => card.id));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const six = ids.slice(0, 6);

    // The organiser types the password once, online: the phone keeps the page for later.
    await phone.locator(`#${six[0]}`).click();
    const dialog = phone.getByRole("dialog", { name: "Resultado del partido" });
    await dialog.getByLabel("Contraseña de la organización").fill(E2E_PASSWORDS.ORGANISER_PASSWORD);
    await dialog.getByRole("button", { name: "Desbloquear" }).click();
    await expect(notice(phone, "Acceso autorizado")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect
      .poll(() =>
        phone.evaluate(async (path) => {
          const cache = await caches.open("ef-sin-conexion-1");
          return (await cache.keys()).some((request) => new URL(request.url).pathname === path);
        }, COMPETITION),
      )
      .toBe(true);

    // The break: no signal. Six results, each kept on the phone and counted on the page.
    await phoneContext.setOffline(true);
    // Really without signal, service worker included: a competition page it did not keep does not open.
    const notKept = await phoneContext.newPage();
    await expect(notKept.goto("/campeonatos/mantecup/futbol-masculino")).rejects.toThrow();
    await notKept.close();
    const scores: [string, string][] = [
      ["10", "8"],
      ["12", "6"],
      ["7", "9"],
      ["14", "4"],
      ["6", "11"],
      ["9", "5"],
    ];
    for (const [i, id] of six.entries()) {
      await enterResult(phone, phone.locator(`#${id}`), scores[i]!);
      await expect(notice(phone, KEPT)).toBeVisible();
      await expect(keptList(phone).getByRole("heading", { level: 2 })).toHaveText(
        i === 0 ? "1 resultado guardado en este móvil" : `${i + 1} resultados guardados en este móvil`,
      );
    }

    // Still no signal: the page opens again, from the phone, with its six results waiting in order.
    const reopened = await phone.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    await phone.locator("html[data-hydrated]").waitFor();
    await expect(keptList(phone).getByRole("heading", { level: 2 })).toHaveText("6 resultados guardados en este móvil");
    const rows = keptList(phone).locator("[data-kept-result]");
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText(" 10 – 8 ");
    await expect(rows.last()).toContainText(" 9 – 5 ");
    await expectNoAxeViolations(phone);
    await keptList(phone).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: test.info().outputPath("sin-conexion.png") });

    // One corrected before it leaves: it keeps its place.
    await rows.nth(2).getByRole("button", { name: "Corregir" }).click();
    await expect(dialog).toContainText("Guardado en este móvil, aún sin enviar:");
    await expect(dialog.getByLabel(/^Marcador de/).first()).toHaveValue("7");
    await dialog
      .getByLabel(/^Marcador de/)
      .first()
      .fill("17");
    await dialog.getByRole("button", { name: "Guardar resultado" }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(2)).toContainText(" 17 – 9 ");

    // Meanwhile the teacher, in the panel, saves another result for the fifth match.
    const teacher = await browser.newPage({ baseURL: BASE_URL });
    await signInAsTeacher(teacher, `/admin/campeonatos/baloncesto-mixto`);
    const fifthId = six[4]!.replace("partido-", "");
    const panelForm = teacher.getByRole("form", { name: `Resultado del partido ${fifthId}` });
    await panelForm
      .getByLabel(/^Marcador de/)
      .first()
      .fill("20");
    await panelForm
      .getByLabel(/^Marcador de/)
      .nth(1)
      .fill("18");
    await panelForm.getByRole("button", { name: "Guardar resultado" }).click();
    await expect(notice(teacher, "Resultado guardado")).toBeVisible();

    // Signal again: they leave in order; the fifth waits for the organiser's choice.
    const sentAt = new Date();
    await phoneContext.setOffline(false);
    await expect(rows).toHaveCount(1, { timeout: 30_000 });
    await expect(rows.first()).toContainText("Mientras tanto se guardó otro resultado:");
    await expect(rows.first()).toContainText(" 20 – 18 ");
    await expect(rows.first()).toContainText("El tuyo:");
    await expect(rows.first()).toContainText(" 6 – 11 ");
    await keptList(phone).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: test.info().outputPath("conflicto.png") });
    await rows.first().getByRole("button", { name: "Enviar el mío" }).click();
    await expect(keptList(phone)).toHaveCount(0, { timeout: 15_000 });

    // Everyone sees them: the page (live), and the hall's big screen.
    const expected = ["10 - 8", "12 - 6", "17 - 9", "14 - 4", "6 - 11", "9 - 5"];
    for (const [i, id] of six.entries())
      await expect(phone.locator(`#${id}`).getByTestId("marcador")).toHaveText(expected[i]!);
    const screen = await browser.newPage({ baseURL: BASE_URL });
    const slides = await turnBigScreenSlides(screen, `${COMPETITION}/pantalla`, { width: 1920, height: 1080 });
    const latest = slides.find((s) => s.title === "Últimos resultados")!.text;
    // Its latest results (by match day, as many as fit): the corrected one and the one chosen among them.
    for (const score of ["17 - 9", "14 - 4", "6 - 11"]) expect(latest).toContain(score);

    if (E2E_PG_DATABASE_URL) {
      // Each saved once, in the order typed (the fifth after its choice), each with when it was typed.
      const saved = await query<{ match_id: number; entered_at: Date | null }>(
        `select match_id, entered_at from match_result_changes
          where submission_key is not null and created_at >= $1 order by id`,
        [sentAt],
      );
      const order = six.map((id) => Number(id.replace("partido-", "")));
      expect(saved.map((r) => r.match_id)).toEqual([...order.slice(0, 4), order[5], order[4]]);
      expect(saved.every((r) => r.entered_at !== null && r.entered_at < sentAt)).toBe(true);
    }

    // Online, one send whose answer is lost after the server saved it: the phone keeps it, sends it
    // again, and it is saved once.
    let dropped = 0;
    await phone.route("**/resultados?**", async (route) => {
      if (dropped++ > 0) return route.continue();
      await route.fetch();
      await route.abort("connectionreset");
    });
    const lostAt = new Date();
    await enterResult(phone, phone.locator(`#${six[1]}`), ["13", "6"]);
    // The phone heard nothing: it says the result is kept, and sends it again by itself (the list's
    // first try, or «Enviar ahora» if the list is still there by then).
    await expect(notice(phone, KEPT)).toBeVisible();
    const sendNow = keptList(phone).getByRole("button", { name: "Enviar ahora" });
    await sendNow.click({ timeout: 2_000 }).catch(() => {});
    await expect(keptList(phone)).toHaveCount(0, { timeout: 15_000 });
    await expect(phone.locator(`#${six[1]}`).getByTestId("marcador")).toHaveText("13 - 6");
    expect(dropped).toBe(2);
    if (E2E_PG_DATABASE_URL) {
      const rows = await query(`select id from match_result_changes where match_id = $1 and created_at >= $2`, [
        Number(six[1]!.replace("partido-", "")),
        lostAt,
      ]);
      expect(rows).toHaveLength(1);
    }
    await phone.unroute("**/resultados?**");

    // The day's pass ends while a result waits (here: the phone loses its cookie): the list asks for
    // the password once, then sends it.
    await phoneContext.setOffline(true);
    await enterResult(phone, phone.locator(`#${six[2]}`), ["18", "9"]);
    await expect(notice(phone, KEPT)).toBeVisible();
    // A result typed by mistake is withdrawn before it leaves (asked first): it is never sent.
    await enterResult(phone, phone.locator(`#${six[3]}`), ["1", "2"]);
    const waiting = keptList(phone).locator("[data-kept-result]");
    await expect(waiting).toHaveCount(2);
    await waiting.last().getByRole("button", { name: "Retirar" }).click();
    await confirmChange(phone, "¿Retirar este resultado? No se enviará.");
    await expect(waiting).toHaveCount(1);
    await phoneContext.clearCookies();
    await phoneContext.setOffline(false);
    const locked = keptList(phone).getByText("El acceso de la organización ha caducado mientras esperaban.");
    await expect(locked).toBeVisible({ timeout: 30_000 });
    await keptList(phone).getByLabel("Contraseña de la organización").fill(E2E_PASSWORDS.ORGANISER_PASSWORD);
    await keptList(phone).getByRole("button", { name: "Desbloquear y enviar" }).click();
    await expect(keptList(phone)).toHaveCount(0, { timeout: 15_000 });
    await expect(phone.locator(`#${six[2]}`).getByTestId("marcador")).toHaveText("18 - 9");
    await expect(phone.locator(`#${six[3]}`).getByTestId("marcador")).toHaveText("14 - 4");
    await phoneContext.close();
  });
});
