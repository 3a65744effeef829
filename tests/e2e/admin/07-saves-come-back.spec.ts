import type { Page } from "@playwright/test";
import { E2E_PASSWORDS } from "../../../playwright.config";
import { expect, gotoHydrated, signInAsTeacher, test } from "../fixtures";

/**
 * Ten panel forms across the panel, saved as they are (nothing of the shared data changes): after
 * each save the teacher is back at the form just saved, not at the top of the page.
 * `open` unfolds a row's editor first.
 */
const SAMPLE_SAVES: { path: string; button: string; nth?: number; open?: boolean }[] = [
  { path: "/admin/ajustes", button: "Guardar ajustes" },
  { path: "/admin/ajustes", button: "Guardar privacidad" },
  { path: "/admin/torneo", button: "Guardar plazo" },
  { path: "/admin/horarios", button: "Guardar horario" },
  { path: "/admin/campeonatos/futbol-masculino", button: "Guardar reglas" },
  { path: "/admin/campeonatos/futbol-masculino", button: "Guardar fecha", nth: 9 },
  { path: "/admin/contenido/ranking", button: "Guardar cambios", nth: 15, open: true },
  { path: "/admin/contenido/blog", button: "Guardar cambios", nth: 3, open: true },
  { path: "/admin/novedades", button: "Guardar cambios", nth: 2, open: true },
  { path: "/admin/contenido/salon-de-la-fama", button: "Guardar cambios", nth: 2, open: true },
];

/** Saves each sampled form and checks that it (or its row) is on screen afterwards; returns how many it saved. */
async function saveSampleForms(page: Page, hydrated: boolean) {
  let saved = 0;
  for (const sample of SAMPLE_SAVES) {
    if (hydrated) await gotoHydrated(page, sample.path);
    else await page.goto(sample.path);
    let button = page.getByRole("button", { name: sample.button, exact: true }).nth(sample.nth ?? 0);
    if (sample.open) {
      const row = page
        .locator("details", { has: page.locator("summary", { hasText: /^Editar$/ }) })
        .nth(sample.nth ?? 0);
      await row.locator(":scope > summary").click();
      button = row.getByRole("button", { name: sample.button, exact: true });
    }
    const formId = await button.locator("xpath=ancestor::form[1]").getAttribute("id");
    expect(formId, `${sample.path} ${sample.button}`).toBeTruthy();
    await button.click();
    if (hydrated) await expect(page.locator("li.toast").first()).toBeVisible();
    else await expect(page.getByTestId("flash-notice")).toBeVisible();
    // Where a row's editor folds away again, the row itself is what must be in sight.
    const form = page.locator(`[id="${formId}"]`);
    const target = (await form.isVisible()) ? form : form.locator("xpath=ancestor::li[1]");
    await expect(target, `${sample.path}: «${sample.button}» no está a la vista tras guardar`).toBeInViewport();
    saved += 1;
  }
  return saved;
}

test.describe("a save comes back to its form", () => {
  test.describe.configure({ timeout: 180_000 });
  test("with JavaScript: ten forms across the panel", async ({ page }) => {
    await signInAsTeacher(page, "/admin");
    expect(await saveSampleForms(page, true)).toBe(SAMPLE_SAVES.length);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("ten forms across the panel", async ({ page }) => {
      await page.goto("/admin/entrar?volver=%2Fadmin");
      await page.getByLabel("Correo electrónico").fill(E2E_PASSWORDS.ADMIN_EMAIL);
      await page.getByLabel("Contraseña").fill(E2E_PASSWORDS.ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      expect(await saveSampleForms(page, false)).toBe(SAMPLE_SAVES.length);
    });
  });
});
