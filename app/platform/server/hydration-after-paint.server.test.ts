import { describe, expect, it } from "vitest";
import { deferBootstrap, hydrationAfterPaint } from "./hydration-after-paint.server";
import { EARLY_TAPS_SCRIPT } from "./early-taps.server";

const BOOTSTRAP = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const PAGE = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/chunk-D.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n0nce"/>',
  "</head><body><h1>Educación Física · ñandú</h1>",
  '<script nonce="n0nce">window.__reactRouterContext = {"x":"</p>"};</script>',
  `<script nonce="n0nce" type="module" async="">${BOOTSTRAP}</script>`,
  '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("[<link rel=\\"modulepreload\\">]");</script>',
  "</body></html>",
].join("");

/** The page through the stream, cut into chunks of `size` bytes (so tags and characters are split). */
async function throughStream(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(hydrationAfterPaint("n0nce"))).text();
}

describe("hydrationAfterPaint", () => {
  it("takes the modulepreload links out of the head and defers the module script, whatever the chunks", async () => {
    const whole = await throughStream(PAGE, PAGE.length);
    for (const size of [1, 2, 7, 64, 300]) expect(await throughStream(PAGE, size)).toBe(whole);
    expect(whole).not.toContain('<link rel="modulepreload" href=');
    expect(whole).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(whole).toContain("<h1>Educación Física · ñandú</h1>");
    // Every other script is as it was, the data's text included.
    expect(whole).toContain('<script nonce="n0nce">window.__reactRouterContext = {"x":"</p>"};</script>');
    expect(whole).toContain('enqueue("[<link rel=\\"modulepreload\\">]");</script></body></html>');
    expect(whole).toContain(
      '<script nonce="n0nce" type="module" async="">const preloads=["/assets/entry.client-C.js","/assets/chunk-D.js","/assets/root-A.js"];',
    );
    expect(whole).not.toMatch(/import \* as/);
    // The early taps' keeper, once, in the head, with the render's nonce.
    const keeper = `<script nonce="n0nce">${EARLY_TAPS_SCRIPT}</script>`;
    expect(whole.split(keeper)).toHaveLength(2);
    expect(whole.indexOf(keeper)).toBeLessThan(whole.indexOf("</head>"));
    expect(whole.indexOf(keeper)).toBeGreaterThan(whole.indexOf("<head>"));
  });

  it("a page without React Router's module script passes through unchanged", async () => {
    const page = '<html><head><script>let a = "<link";</script></head><body><p>Sin guion</p></body></html>';
    expect(await throughStream(page, 5)).toBe(page);
  });
});

describe("deferBootstrap", () => {
  it("runs the same statements after the first frame: the links first (with the page's nonce), then each module, then the routes and the entry", async () => {
    const deferred = deferBootstrap(BOOTSTRAP, [
      "/assets/entry.client-C.js",
      "/assets/chunk-D.js",
      "/assets/root-A.js",
    ]);
    expect(deferred).not.toContain("n0nce");
    expect(deferred).not.toMatch(/nonce=/);
    // What the browser would do, with stand-ins for the DOM and the module loader.
    const appended: { rel: string; href: string; nonce: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const fallbacks: (() => void)[] = [];
    const win: Record<string, unknown> = {};
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      deferred.replaceAll("import(", "importModule("),
    );
    run(
      {
        createElement: () => ({}),
        querySelector: (selector: string) => (selector === "script[nonce]" ? { nonce: "n0nce" } : null),
        head: { append: (link: { rel: string; href: string; nonce: string }) => appended.push(link) },
      },
      win,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay: number) => (delay > 0 ? fallbacks.push(callback) : queueMicrotask(callback)),
      async (href: string) => {
        imported.push(href);
        return { href };
      },
    );
    expect(appended).toEqual([]);
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(appended.map((link) => [link.rel, link.href, link.nonce])).toEqual([
      ["modulepreload", "/assets/entry.client-C.js", "n0nce"],
      ["modulepreload", "/assets/chunk-D.js", "n0nce"],
      ["modulepreload", "/assets/root-A.js", "n0nce"],
    ]);
    expect(imported).toEqual([
      "/assets/chunk-D.js",
      "/assets/root-A.js",
      "/assets/root-A.js",
      "/assets/home-B.js",
      "/assets/entry.client-C.js",
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-A.js" },
      "routes/home": { href: "/assets/home-B.js" },
    });
    // The second's fallback (for a tab in the background) does not run it again.
    expect(fallbacks).toHaveLength(1);
    fallbacks.forEach((fallback) => fallback());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(imported).toHaveLength(5);
  });

  it("a tab in the background, which paints no frame, hydrates after a second all the same", async () => {
    const imported: string[] = [];
    const fallbacks: (() => void)[] = [];
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      deferBootstrap(BOOTSTRAP, []).replaceAll("import(", "importModule("),
    );
    run(
      { createElement: () => ({}), querySelector: () => null, head: { append: () => {} } },
      {},
      () => {},
      (callback: () => void, delay: number) => (delay > 0 ? fallbacks.push(callback) : queueMicrotask(callback)),
      async (href: string) => {
        imported.push(href);
        return {};
      },
    );
    expect(imported).toEqual([]);
    fallbacks.forEach((fallback) => fallback());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(imported).toEqual(["/assets/root-A.js", "/assets/home-B.js", "/assets/entry.client-C.js"]);
  });

  it("adds a page's thirty links a few per task, all before the modules are evaluated", async () => {
    const preloads = Array.from({ length: 30 }, (_, i) => `/assets/m${i}.js`);
    const appended: string[] = [];
    const atEachTask: number[] = [];
    const imported: string[] = [];
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      deferBootstrap(BOOTSTRAP, preloads).replaceAll("import(", "importModule("),
    );
    run(
      {
        createElement: () => ({}),
        querySelector: () => null,
        head: { append: (link: { href: string }) => appended.push(link.href) },
      },
      {},
      (callback: () => void) => callback(),
      (callback: () => void, delay: number) => {
        if (delay > 0) return;
        atEachTask.push(appended.length);
        queueMicrotask(callback);
      },
      async (href: string) => {
        expect(appended).toHaveLength(30);
        imported.push(href);
        return {};
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(appended).toEqual(preloads);
    // The first task only starts the run; then one task per six links.
    expect(atEachTask.slice(0, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(imported.slice(0, 3)).toEqual(["/assets/m0.js", "/assets/m1.js", "/assets/m2.js"]);
  });

  it("leaves a script it does not recognise as it is", () => {
    expect(deferBootstrap('import("/x.js");', [])).toBe('import("/x.js");');
  });
});
