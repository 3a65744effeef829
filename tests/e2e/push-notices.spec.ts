import type { BrowserContext, Page } from "@playwright/test";
import { E2E_PASSWORDS } from "../../playwright.config";
import { browserSubscription, startPushEndpoint } from "../helpers/push-endpoint";
import { expect, expectNoAxeViolations, gotoHydrated, notice, ON_PHONE_TOO, test } from "./fixtures";

/**
 * Notices to phones in Chromium: a family follows a team on its page, the organiser saves a result, and the
 * phone shows the notice. The browser's own push service cannot be reached from the test machine,
 * so the page's `pushManager.subscribe` answers with a subscription to a local endpoint (the test's
 * stand-in for the push service, with keys the test holds); what the site sends there is decrypted
 * as the push service's client would, and delivered to the site's service worker through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`), as a push service delivers it.
 */

async function fakePushService(context: BrowserContext, page: Page, path: string) {
  const endpoint = await startPushEndpoint();
  const phone = browserSubscription(endpoint.origin, path);
  await context.grantPermissions(["notifications"]);
  await page.addInitScript((json) => {
    const key = "prueba-suscripcion";
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(key, "1");
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(key) ? subscription : null) as unknown as PushSubscription | null;
    };
  }, phone.json);
  return { endpoint, phone };
}

/** The notices the site's service worker is showing. */
const shownNotices = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
  });

test.describe("notices to phones", () => {
  test(
    "a family follows a team, a saved result arrives as a notice that opens the team's page, and one tap leaves",
    ON_PHONE_TOO,
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const isPhone = testInfo.project.name === "phone";
      const slug = isPhone ? "baloncesto-mixto" : "badminton-masculino";
      const { endpoint, phone } = await fakePushService(context, page, `/push/${testInfo.project.name}`);
      try {
        await gotoHydrated(page, `/campeonatos/mantecup/${slug}`);
        // The last match to play (other tests take the first ones), and its first team.
        const card = page.locator("a[id^='partido-']").filter({ hasText: "Pendiente" }).last();
        const cardId = (await card.getAttribute("id"))!;
        const team1 = (await card.locator("span > span").first().textContent())!.trim();
        const team2 = (await card.locator("span > span").nth(1).textContent())!.trim();

        // «Sigue a tu equipo», then «Avisarme en este móvil».
        await page.locator("select[name=equipo]").selectOption({ label: team1 });
        await page.getByRole("button", { name: "Ver sus partidos" }).click();
        await page.waitForURL(/equipo=\d+/);
        const teamId = new URL(page.url()).searchParams.get("equipo")!;
        await page.getByRole("button", { name: "Avisarme en este móvil" }).click();
        const leave = page.getByRole("button", { name: "Dejar de avisarme" });
        await expect(leave).toBeVisible();
        await expect(page.getByText("Este móvil recibe los avisos.")).toBeVisible();
        await expectNoAxeViolations(page);

        // The organiser saves the result on the same page.
        await page.locator(`#${cardId}`).click();
        const dialog = page.getByRole("dialog", { name: "Resultado del partido" });
        await dialog.getByLabel("Contraseña de la organización").fill(E2E_PASSWORDS.ORGANISER_PASSWORD);
        await dialog.getByRole("button", { name: "Desbloquear" }).click();
        await expect(notice(page, "Acceso autorizado")).toBeVisible();
        const scores = ["21", "15"];
        await dialog.getByLabel(`Marcador de ${team1}`).fill(scores[0]!);
        await dialog.getByLabel(`Marcador de ${team2}`).fill(scores[1]!);
        await dialog.getByRole("button", { name: "Guardar resultado" }).click();
        await expect(notice(page, "¡Resultado Actualizado!")).toBeVisible();

        // The site sends it to the phone's push service, encrypted for the phone.
        await expect.poll(() => endpoint.received.length, { timeout: 30_000 }).toBe(1);
        const sent = phone.decrypt(endpoint.received[0]!.body) as { title: string; body: string; url: string };
        expect(sent.body).toBe(`Resultado: ${team1} ${scores[0]} – ${scores[1]} ${team2}`);
        expect(sent.url).toBe(`/campeonatos/mantecup/${slug}?equipo=${teamId}`);

        // The push service delivers it; the service worker shows it.
        const cdp = await context.newCDPSession(page);
        const registrationId = new Promise<string>((resolve) =>
          cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
            const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${baseURL}/`);
            if (ours) resolve(ours.registrationId);
          }),
        );
        await cdp.send("ServiceWorker.enable");
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: baseURL!,
          registrationId: await registrationId,
          data: JSON.stringify(sent),
        });
        await expect
          .poll(() => shownNotices(page), { timeout: 10_000 })
          .toEqual([{ title: sent.title, body: sent.body, url: sent.url }]);

        // The notice opens the team's page, where leaving is one tap, and the server forgets the phone.
        await gotoHydrated(page, sent.url);
        await expect(page.getByRole("heading", { name: new RegExp(team1) }).first()).toBeVisible();
        await page.getByRole("button", { name: "Dejar de avisarme" }).click();
        await expect(page.getByRole("button", { name: "Avisarme en este móvil" })).toBeVisible();
        const listed = await page.request.post("/avisos/suscripcion", {
          data: { intent: "list", endpoint: phone.json.endpoint },
        });
        expect(await listed.json()).toEqual({ ok: true, topics: [] });
      } finally {
        await endpoint.close();
      }
    },
  );

  test("«Mis avisos» lists what the phone follows and leaves it; without push the page says how instead", async ({
    page,
    context,
  }, testInfo) => {
    const { endpoint } = await fakePushService(context, page, `/push/mis-avisos-${testInfo.project.name}`);
    try {
      await gotoHydrated(page, "/novedades");
      await page.getByRole("button", { name: "Avisarme en este móvil" }).click();
      await expect(page.getByRole("button", { name: "Dejar de avisarme" })).toBeVisible();
      await page.getByRole("status").getByRole("link", { name: "Mis avisos" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mis avisos" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Novedades" }).last()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Dejar de seguir: Novedades" }).click();
      await expect(page.getByText("Ya no sigues Novedades.")).toBeVisible();
      await expect(page.getByText(/Este móvil no sigue nada todavía/)).toBeVisible();
    } finally {
      await endpoint.close();
    }

    // A browser without push (an iPhone's Safari outside the home screen has no PushManager).
    const bare = await context.newPage();
    await bare.addInitScript(() => {
      // @ts-expect-error the test takes push away
      delete window.PushManager;
    });
    await gotoHydrated(bare, "/novedades");
    await expect(bare.getByText("Este navegador no puede recibir avisos.")).toBeVisible();
    await expect(bare.getByRole("button", { name: "Avisarme en este móvil" })).toHaveCount(0);
  });

  test("a browser that refuses push says so in Spanish and offers the team's calendar instead", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["notifications"]);
    // What Chrome answers in a private window.
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException("Registration failed - permission denied", "AbortError");
      };
    });
    await gotoHydrated(page, "/campeonatos/mantecup/futbol-masculino");
    const team = await page.locator("select[name=equipo] option").nth(1).getAttribute("value");
    await gotoHydrated(page, `/campeonatos/mantecup/futbol-masculino?equipo=${team}`);
    await page.getByRole("button", { name: "Avisarme en este móvil" }).click();
    const status = page.getByRole("status").filter({ hasText: "Este navegador no deja activar avisos aquí" });
    await expect(status).toContainText("Mientras tanto, suscríbete a su calendario");
    await expect(page.getByText("Registration failed")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Avisarme en este móvil" })).toBeEnabled();
  });

  test("the service worker may fetch from its own site, which it needs to keep a replaced subscription", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/");
    const [worker] = await Promise.all([
      context.waitForEvent("serviceworker"),
      page.evaluate(() => navigator.serviceWorker.register("/sw.js", { scope: "/" })),
    ]);
    const answers = await worker.evaluate(async () => {
      const icon = await fetch("/icon-192.png").then(
        (r) => r.status,
        (error: unknown) => String(error),
      );
      // The request the worker makes when the browser replaces the subscription (refused here: no such one).
      const renew = await fetch("/avisos/suscripcion", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "renew", endpoint: "https://push.example/x", subscription: {} }),
      }).then(
        (r) => r.status,
        (error: unknown) => String(error),
      );
      return { icon, renew };
    });
    expect(answers.icon).toBe(200);
    // An answer from the site (its refusal of a made-up subscription), not a request the worker's policy blocked.
    expect(typeof answers.renew).toBe("number");
  });

  test("the page below does not move when the button appears", ON_PHONE_TOO, async ({ page }) => {
    // A phone four times slower: the button's code comes, and looks at the browser, after the page shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifted += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/novedades", "/cursos/noticias?curso=2-eso"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Avisarme en este móvil" })).toBeVisible();
      // The observer hears of a shift a moment after it happens.
      const shifted = await page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (window as unknown as { shifted: number }).shifted;
      });
      expect(shifted, path).toBeLessThan(0.01);
    }
  });

  test("without JavaScript there is no button, and the calendar is still offered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/campeonatos/mantecup/futbol-masculino");
    const team = await page.locator("select[name=equipo] option").nth(1).getAttribute("value");
    await page.goto(`/campeonatos/mantecup/futbol-masculino?equipo=${team}`);
    await expect(page.getByRole("button", { name: "Avisarme en este móvil" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Suscribirse a los partidos de / })).toBeVisible();
    await context.close();
  });
});
