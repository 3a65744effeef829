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

/**
 * The worker's offline part with stand-ins for the network and the Cache API: the network answers
 * while `online`, and refuses (as a phone without signal) otherwise.
 */
function loadOfflineWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, { body: string }>();
  const state = { online: true, asked: [] as string[] };
  const response = (body: string) => ({ ok: true, type: "basic", body, clone: () => response(body) });
  const fetch = (input: string | { url: string }) => {
    const url = typeof input === "string" ? input : input.url;
    state.asked.push(url);
    return state.online ? Promise.resolve(response(`red:${url}`)) : Promise.reject(new TypeError("Failed to fetch"));
  };
  const pathOf = (key: string) =>
    new URL(key, "https://ef.example").pathname + new URL(key, "https://ef.example").search;
  const cache = {
    put: (key: string, value: { body: string }) => {
      stored.set(pathOf(key), value);
      return Promise.resolve();
    },
    match: (key: string) => Promise.resolve(stored.get(pathOf(key))),
    keys: () => Promise.resolve([...stored.keys()].map((key) => ({ url: `https://ef.example${key}` }))),
    delete: (key: string) => Promise.resolve(stored.delete(pathOf(key))),
  };
  const caches = { open: () => Promise.resolve(cache), match: cache.match };
  const self = {
    location: { origin: "https://ef.example" },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: () => undefined },
  };
  vm.runInNewContext(fs.readFileSync("public/sw.js", "utf8"), { self, fetch, caches, URL, JSON, Promise, Array });
  const keep = async (data: unknown) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get("message")!({ data, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  /** A request as the browser hands it to the worker: what it answered, or null when it left it to the network. */
  const request = async (url: string, init: { mode?: string; method?: string } = {}) => {
    const answered: { with: Promise<{ body: string }> | null } = { with: null };
    listeners.get("fetch")!({
      request: {
        url: new URL(url, "https://ef.example").href,
        mode: init.mode ?? "cors",
        method: init.method ?? "GET",
      },
      respondWith: (p: Promise<{ body: string }>) => (answered.with = p),
    });
    return answered.with ? (await answered.with).body : null;
  };
  return { keep, request, stored, state };
}

describe("the service worker on an organiser's phone", () => {
  const PAGE = "/campeonatos/copa/baloncesto";

  it("keeps the competition page it is asked to and its built files, nothing else", async () => {
    const worker = loadOfflineWorker();
    await worker.keep({
      type: "keep-offline",
      page: PAGE,
      assets: ["/assets/entry-1.js", "https://otro.example/assets/x.js", "/admin/sesion", 7],
    });
    expect([...worker.stored.keys()].sort()).toEqual(["/assets/entry-1.js", PAGE]);
    await worker.keep({ type: "keep-offline", page: "/admin", assets: [] });
    await worker.keep({ type: "other", page: "/campeonatos/copa/futbol" });
    expect(worker.stored.size).toBe(2);
  });

  it("keeps one release's built files: another page of it adds its own, a new release's first page drops the old", async () => {
    const worker = loadOfflineWorker();
    await worker.keep({ type: "keep-offline", page: PAGE, assets: ["/assets/entry.client-1.js", "/assets/a-1.js"] });
    await worker.keep({
      type: "keep-offline",
      page: "/campeonatos/copa/futbol",
      assets: ["/assets/entry.client-1.js", "/assets/bracket-1.js"],
    });
    expect([...worker.stored.keys()].filter((k) => k.startsWith("/assets/")).sort()).toEqual([
      "/assets/a-1.js",
      "/assets/bracket-1.js",
      "/assets/entry.client-1.js",
    ]);
    await worker.keep({ type: "keep-offline", page: PAGE, assets: ["/assets/entry.client-2.js", "/assets/a-2.js"] });
    expect([...worker.stored.keys()].filter((k) => k.startsWith("/assets/")).sort()).toEqual([
      "/assets/a-2.js",
      "/assets/entry.client-2.js",
    ]);
    expect(worker.stored.has("/campeonatos/copa/futbol")).toBe(true);
  });

  it("opens a kept page without signal, asks the network first otherwise, and leaves every other request alone", async () => {
    const worker = loadOfflineWorker();
    await worker.keep({ type: "keep-offline", page: PAGE, assets: ["/assets/entry-1.js"] });
    // With signal, the network's page, which refreshes the kept copy.
    expect(await worker.request(PAGE, { mode: "navigate" })).toBe(`red:https://ef.example${PAGE}`);
    worker.state.online = false;
    expect(await worker.request(PAGE, { mode: "navigate" })).toBe(`red:https://ef.example${PAGE}`);
    expect(await worker.request("/assets/entry-1.js")).toBe("red:/assets/entry-1.js");
    // A page it did not keep fails as it would without the worker.
    await expect(worker.request("/campeonatos/copa/futbol", { mode: "navigate" })).rejects.toThrow("Failed to fetch");
    // Sends, other pages and the session check are the browser's own.
    expect(await worker.request(`${PAGE}/resultados`, { method: "POST" })).toBeNull();
    expect(await worker.request("/novedades", { mode: "navigate" })).toBeNull();
    expect(await worker.request("/admin/sesion")).toBeNull();
  });
});
