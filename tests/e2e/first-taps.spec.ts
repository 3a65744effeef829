import type { Locator, Page } from "@playwright/test";
import { expect, notice, ON_PHONE_TOO, test } from "./fixtures";

/**
 * A tap in the first moments, on a phone four times slower than this machine: the page shows before
 * its scripts have run, and a tap then on the «Menú», on a match card or on a form's button used to do
 * nothing (or the browser's own thing). Each is tapped as soon as it is visible, twenty times, and must
 * do what it does once the page is ready (docs/decisions/045).
 */
const ROUNDS = 20;

test.describe("taps before the page is ready", () => {
  test.skip(({ isPhone }) => !isPhone, "a phone's first moments");

  async function slowPhone(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Whether each round's tap came before the page was hydrated (for the count below).
    await page.addInitScript(() => {
      document.addEventListener(
        "click",
        () => {
          const w = window as unknown as { firstTap?: string };
          w.firstTap ??= document.documentElement.hasAttribute("data-hydrated") ? "after" : "before";
        },
        true,
      );
    });
  }

  async function rounds(page: Page, url: string, target: (page: Page) => Locator, answered: (page: Page) => Locator) {
    let early = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto(url, { waitUntil: "commit" });
      await target(page).tap();
      await expect(answered(page), `round ${round + 1}`).toBeVisible({ timeout: 20_000 });
      if ((await page.evaluate(() => (window as unknown as { firstTap?: string }).firstTap)) === "before") early++;
    }
    return early;
  }

  const CASES: { title: string; url: string; target: (p: Page) => Locator; answered: (p: Page) => Locator }[] = [
    {
      title: "the phone's «Menú» opens",
      url: "/novedades",
      target: (p) => p.getByRole("button", { name: "Abrir menú" }),
      answered: (p) => p.getByRole("dialog", { name: "Menú" }),
    },
    {
      title: "a match card opens its result dialog",
      url: "/campeonatos/mantecup/badminton-masculino",
      target: (p) => p.locator("a[id^='partido-']").first(),
      answered: (p) => p.getByRole("dialog", { name: "Resultado del partido" }),
    },
    {
      title: "a form sent empty says which fields are missing",
      url: "/cursos/buzon-sugerencias",
      target: (p) => p.getByRole("button", { name: "Enviar sugerencia" }),
      answered: (p) => notice(p, "Campos incompletos"),
    },
  ];

  for (const { title, url, target, answered } of CASES) {
    test(title, ON_PHONE_TOO, async ({ page }) => {
      test.setTimeout(240_000);
      await slowPhone(page);
      const early = await rounds(page, url, target, answered);
      test.info().annotations.push({ type: "taps before hydration", description: `${early} of ${ROUNDS}` });
    });
  }
});
