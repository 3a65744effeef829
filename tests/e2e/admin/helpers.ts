/**
 * What the back-office tests share. They run on a site of their own, one file at a time in the order
 * of their numbers (see playwright.config.ts): they change the school, and put it back for the next.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, notice, signInAsTeacher } from "../fixtures";

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
export const toast = (page: Page, text: string) => notice(page, text);

export const signIn = signInAsTeacher;

/**
 * Uploads a photo in /admin/imagenes (the teacher signed in) and waits until it is listed at its
 * stored size; returns its list card.
 */
export async function uploadPhoto(page: Page, name: string, photo: Buffer, storedSize: string) {
  await gotoHydrated(page, "/admin/imagenes");
  await page
    .getByLabel(/^Imagen \(PNG, JPEG, WebP o GIF; hasta \d+ MB\)$/)
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Subir" }).click();
  const card = page.getByRole("listitem").filter({ hasText: name }).first();
  // Processing a phone's photo takes seconds on a small server.
  await expect(card).toContainText(storedSize, { timeout: 30_000 });
  return card;
}

/** Taps a picture's thumbnail in a picker (by its URL, or its label: the newest of that name). */
export async function pickPicture(scope: Locator, which: { url: string } | { label: string }) {
  // The radio as seen from its tile (a `has` locator is relative to what it filters).
  const radio = (root: Page) =>
    "url" in which
      ? root.locator(`input[type="radio"][value="${which.url}"]`)
      : root.getByRole("radio", { name: which.label });
  // A picker starts closed, with only its own picture: opening it lists the library (the scope may
  // be a picker the form has just added: wait for it).
  await scope.waitFor();
  const opener = scope.getByRole("link", { name: /^Elegir (otra|una) imagen$/ });
  if (await opener.isVisible()) await opener.click();
  const tile = scope.locator("label", { has: radio(scope.page()) }).first();
  await tile.click();
  await expect(tile.getByRole("radio")).toBeChecked();
}

/** A visitor with no account, in a browser of their own. */
export async function visitor(browser: Browser) {
  const context = await browser.newContext({ locale: "es-ES", timezoneId: "Europe/Madrid" });
  return { page: await context.newPage(), close: () => context.close() };
}
