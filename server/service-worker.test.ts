import fs from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * The service worker (public/sw.js) run as a phone runs it, with a stand-in `self`: which page a
 * notice opens, and what it asks the site when the browser replaces a subscription.
 */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { data: { url: string } } }[] = [];
  const requests: { url: string; init: { method: string; body: string } }[] = [];
  const self = {
    location: { origin: "https://ef.example" },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: () => undefined },
    registration: {
      showNotification: (title: string, options: { data: { url: string } }) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
      pushManager: { subscribe: () => Promise.resolve(null) },
    },
  };
  const fetch = (url: string, init: { method: string; body: string }) => {
    requests.push({ url, init });
    return Promise.resolve({ ok: true });
  };
  vm.runInNewContext(fs.readFileSync("public/sw.js", "utf8"), { self, fetch, URL, JSON });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { fire, shown, requests };
}

const pushOf = (url: unknown) => ({ data: { json: () => ({ title: "Copa", body: "Resultado", url }) } });

describe("the service worker", () => {
  it("opens only a page of this site, however the address is written", async () => {
    const worker = loadWorker();
    for (const url of [
      "/\\ejemplo.invalid/x",
      "/\t/ejemplo.invalid/x",
      "//ejemplo.invalid/x",
      "https://ejemplo.invalid/",
      7,
    ])
      await worker.fire("push", pushOf(url));
    await worker.fire("push", pushOf("/campeonatos/copa/futbol?equipo=3#partido-9"));
    expect(worker.shown.map((n) => n.options.data.url)).toEqual([
      "/",
      "/",
      "/",
      "/",
      "/",
      "/campeonatos/copa/futbol?equipo=3#partido-9",
    ]);
  });

  it("tells the site which subscription replaced which, so the phone keeps its follows", async () => {
    const worker = loadWorker();
    const fresh = { toJSON: () => ({ endpoint: "https://push.example/nuevo", keys: { p256dh: "p", auth: "a" } }) };
    await worker.fire("pushsubscriptionchange", {
      oldSubscription: { endpoint: "https://push.example/viejo", options: {} },
      newSubscription: fresh,
    });
    expect(worker.requests).toHaveLength(1);
    expect(worker.requests[0]!.url).toBe("/avisos/suscripcion");
    expect(JSON.parse(worker.requests[0]!.init.body)).toMatchObject({
      intent: "renew",
      endpoint: "https://push.example/viejo",
      subscription: { endpoint: "https://push.example/nuevo" },
    });
  });
});
