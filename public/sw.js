// The site's service worker (issue 48): it only shows the notices the server sends to phones that
// follow a team or the news, and opens the page a notice speaks of. It caches nothing.
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
