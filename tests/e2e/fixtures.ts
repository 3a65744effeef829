import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";
import { E2E_PASSWORDS } from "../../playwright.config";

/** Fails with the list of violations when axe finds any (WCAG 2.1 A and AA). */
export async function expectNoAxeViolations(page: Page) {
  // Measure what a reader sees: after the card reveal animations have finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  // axe files a contrast it measured but doubts (1:1, white on white) under "incomplete", not
  // "violations": the league's invisible button passed every scan that way. A measured
  // ratio below what the text needs, on an element a reader sees, is a violation here.
  for (const result of results.incomplete.filter((r) => r.id === "color-contrast")) {
    for (const node of result.nodes) {
      const data = node.any.find((check) => check.id === "color-contrast")?.data as
        { contrastRatio?: number; expectedContrastRatio?: string; fgColor?: string; bgColor?: string } | undefined;
      const needed = Number.parseFloat(data?.expectedContrastRatio ?? "4.5");
      if (!data?.contrastRatio || data.contrastRatio >= needed) continue;
      const selector = node.target.join(" ");
      if (
        !(await page
          .locator(selector)
          .first()
          .isVisible()
          .catch(() => false))
      )
        continue;
      summary.push(
        `color-contrast (incomplete, measured ${data.contrastRatio}:1, needs ${needed}:1, ${data.fgColor} on ${data.bgColor}) (${selector})`,
      );
    }
  }
  expect(summary, "axe violations").toEqual([]);
}

/** Opens a page and waits until React has hydrated it (so clicks reach the handlers). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor();
  return response;
}

/**
 * A notice on screen (the toast itself). Not `getByRole("status")`: that also finds Radix's
 * screen-reader announcement, which lives one second, so an assertion on it fails whenever the
 * machine is slow (the "notice that never shows" of the flaky tests).
 */
export const notice = (page: Page, text: string) => page.locator("li.toast", { hasText: text });

/** Signs the teacher in through the sign-in page, coming back to `volver`. */
export async function signInAsTeacher(page: Page, volver = "/admin") {
  await gotoHydrated(page, volver);
  await expect(page).toHaveURL(/\/admin\/entrar/);
  await page.getByLabel("Correo electrónico").fill(E2E_PASSWORDS.ADMIN_EMAIL);
  await page.getByLabel("Contraseña").fill(E2E_PASSWORDS.ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`${volver.replace(/[?]/g, "\\?")}$`));
  await page.locator("html[data-hydrated]").waitFor();
}

/**
 * Marks a test (or a describe) whose behaviour or layout differs on a phone: the menu, dialogs and
 * sheets, pickers, the organiser's keypad, the teacher's tasks counted on a phone, tests that pick
 * their own data per viewport. Only these run in the phone projects (playwright.config.ts); every
 * other test runs once, on the desktop.
 */
export const ON_PHONE_TOO = { tag: "@phone" };

/** Every match card on the page holds what it shows: no part of it reaches past the card's edges. */
export async function expectCardsFit(page: Page) {
  const overflowing = await page.locator(".match-card").evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      const out = [...card.querySelectorAll("*")].filter((part) => {
        const inner = part.getBoundingClientRect();
        return inner.width > 0 && (inner.left < box.left - 0.5 || inner.right > box.right + 0.5);
      });
      return out.length > 0 || card.scrollWidth > card.clientWidth ? [card.textContent ?? ""] : [];
    }),
  );
  expect(overflowing).toEqual([]);
}

/** Answers «Sí, seguir» to the question a destructive change asks first (the site's dialog, not the browser's). */
export async function confirmChange(page: Page, question?: string | RegExp) {
  const dialog = page.getByRole("alertdialog");
  if (question) await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "Sí, seguir" }).click();
  await expect(dialog).toBeHidden();
}

export const test = base.extend<{ isPhone: boolean }>({
  isPhone: async ({}, use, testInfo) => {
    await use(testInfo.project.name.endsWith("phone"));
  },
});

export { expect };

/** The two screens a hall's TV has. */
export const TV_SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/**
 * Turns a big screen's slides (a fake clock, each slide its 15 s) at a TV's size and checks that
 * each fits whole: the page does not scroll and nothing of the slide ends below the screen.
 * Returns the slides as shown: each one's title and text.
 */
export async function turnBigScreenSlides(page: Page, path: string, screen: { width: number; height: number }) {
  await page.setViewportSize(screen);
  await page.clock.install();
  await gotoHydrated(page, path);
  const count = await page.locator("section[data-testid^='pantalla-']").count();
  const slides: { title: string; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const slide = page.locator("section[data-testid^='pantalla-']:visible");
    await expect(slide).toHaveCount(1);
    const title = await slide.getByRole("heading", { level: 2 }).innerText();
    expect(
      slides.map((s) => s.title),
      "each slide once",
    ).not.toContain(title);
    const fit = await page.evaluate(() => {
      const height = window.innerHeight;
      const cut = [...document.querySelectorAll("section:not([hidden]) :is(li, tr, p, h2, h3)")]
        .filter((el) => el.getBoundingClientRect().bottom > height + 0.5)
        .map((el) => el.textContent);
      return { scrolls: document.documentElement.scrollHeight > height, cut };
    });
    expect(fit, `«${title}» at ${screen.width}×${screen.height}`).toEqual({ scrolls: false, cut: [] });
    slides.push({ title, text: await slide.innerText() });
    await page.clock.fastForward(15_000);
  }
  return slides;
}
