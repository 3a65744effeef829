// The site's service worker: it shows the notices the server sends to phones that follow a team or
// the news, and opens the page a notice speaks of. On an organiser's phone it also keeps the
// competition page in use and its code, to open it again without signal (docs/decisions/044):
// nothing is stored for anyone else, and every page is asked of the network first.
/**
 * Only a page of this site is ever opened: the address is resolved against the site and its origin
 * compared («/\\otro.example/x» and «/\t/otro.example/x» are another site's, as a browser reads them).
 */
function pathOfThisSite(value) {
  if (typeof value !== "string") return "/";
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const OFFLINE_CACHE = "ef-sin-conexion-1";
/** Only competition pages are kept: the ones an organiser enters results on. */
const KEPT_PAGES = "/campeonatos/";

/** The page asked to be kept: it and the code it loaded (built files, whose names change with their content). */
self.addEventListener("message", (event) => {
  const asked = event.data;
  if (!asked || asked.type !== "keep-offline") return;
  const page = pathOfThisSite(asked.page);
  const assets = (Array.isArray(asked.assets) ? asked.assets : [])
    .map(pathOfThisSite)
    .filter((path) => path.startsWith("/assets/"));
  if (!page.startsWith(KEPT_PAGES)) return;
  event.waitUntil(
    caches.open(OFFLINE_CACHE).then(async (cache) => {
      await Promise.all(
        [page, ...assets].map((path) =>
          fetch(path, { credentials: "same-origin" })
            .then((response) => (response.ok ? cache.put(path, response) : undefined))
            .catch(() => undefined),
        ),
      );
      await forgetOlderBuilds(cache, assets);
    }),
  );
});

/**
 * The built files of a release the site no longer serves: once a page of a new release asks (its
 * entry file is not among those kept), every built file it did not name goes. Kept pages are
 * refreshed from the network at their next visit.
 */
async function forgetOlderBuilds(cache, assets) {
  const entry = assets.find((path) => path.startsWith("/assets/entry.client-"));
  if (!entry) return;
  const kept = (await cache.keys()).map((request) => new URL(request.url).pathname);
  const known = kept.filter((path) => path.startsWith("/assets/entry.client-"));
  if (known.length <= 1) return;
  await Promise.all(
    kept.filter((path) => path.startsWith("/assets/") && !assets.includes(path)).map((path) => cache.delete(path)),
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith(KEPT_PAGES)) {
    event.respondWith(pageOrKeptCopy(request, `${url.pathname}${url.search}`));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(caches.match(url.pathname, { cacheName: OFFLINE_CACHE }).then((kept) => kept || fetch(request)));
  }
});

/** The network's page (a kept one is refreshed with it); without network, the copy kept, if any. */
async function pageOrKeptCopy(request, path) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const cache = await caches.open(OFFLINE_CACHE);
      if (await cache.match(path, { ignoreVary: true })) await cache.put(path, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(path, { cacheName: OFFLINE_CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : "" };
  }
  const url = pathOfThisSite(notice.url);
  event.waitUntil(
    self.registration.showNotification(notice.title || "Educación Física", {
      body: notice.body || "",
      tag: notice.tag || undefined,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      lang: "es",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// The browser replaced the subscription (its push service rotated it): the server moves what the old
// one followed to the new one, so the phone keeps being told without a visit.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const fresh = event.newSubscription || (old ? await self.registration.pushManager.subscribe(old.options) : null);
      if (!old || !fresh) return;
      await fetch("/avisos/suscripcion", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "renew", endpoint: old.endpoint, subscription: fresh.toJSON() }),
      });
    })(),
  );
});
