/**
 * Keeps the competition page an organiser uses, and the code it has loaded, on the phone
 * (docs/decisions/044): the site's service worker stores them, and serves them when the page is
 * opened again without signal. Asked for only by an organiser's phone (the result dialog, a kept
 * result); other visitors' phones store nothing.
 */
export async function keepPageOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  try {
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.pathname);
    worker?.postMessage({
      type: "keep-offline",
      page: `${window.location.pathname}${window.location.search}`,
      assets: [...new Set(assets)],
    });
  } catch {
    // No service worker (a private window, a browser without it): the page needs the network to open.
  }
}
