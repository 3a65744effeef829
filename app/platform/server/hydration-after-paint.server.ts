/**
 * Hydration after the first paint (decision record 023). React Router writes a
 * `<link rel="modulepreload">` for each of a page's 30-odd script files and a module script that
 * imports the page's routes at once. A phone then fetches 140 KB of JavaScript at high priority
 * beside the page and evaluates it in one long task: Lighthouse counts those scripts as holding
 * the first paint (2.4 s on a simulated phone for a page whose text arrived in 0.5 s).
 *
 * This rewrites the two, in the rendered HTML: the modulepreload links leave the head, and the
 * module script waits for the first frame, then adds the same links (the browser fetches them all
 * at once, as before), evaluates the modules one task each, and hydrates as React Router would.
 * The page's text shows first; forms work before hydration as they always do without JavaScript.
 */

import { earlyTapsTag } from "./early-taps.server";

const PRELOAD_LINK = '<link rel="modulepreload"';
const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";
/** Longest text a tag this looks for can start with: a chunk's tail this long may be the start of one. */
const LONGEST_START = PRELOAD_LINK.length;

/** Modulepreload links added per task (each starts a fetch: about 0.7 ms of the main thread on a fast machine, four times that on a phone). */
const LINKS_PER_TASK = 6;

const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";\n?/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;

/**
 * React Router's module script, deferred: the same statements, run after the first frame, with the
 * page's modulepreload links added then. Returns the script unchanged if it is not the one expected.
 */
export function deferBootstrap(script: string, preloads: readonly string[]): string {
  const imports = [...script.matchAll(STATIC_IMPORT)];
  const entry = ENTRY_IMPORT.exec(script)?.[1];
  if (imports.length === 0 || !entry || !script.includes("__reactRouterRouteModules")) return script;
  const statements = script.replace(STATIC_IMPORT, "");
  const earlier = preloads.filter((href) => href !== entry && !href.includes("/manifest-"));
  return [
    `const preloads=${JSON.stringify(preloads)};`,
    `const earlier=${JSON.stringify(earlier)};`,
    "const next=()=>new Promise((r)=>setTimeout(r,0));",
    "const run=async()=>{",
    // A page rendered for one visitor allows scripts by its nonce (read from the DOM, where it is
    // hidden from attributes, so it is never written into the page's text); a stored page by 'self'.
    'const key=document.querySelector("script[nonce]")?.nonce;',
    // A few links per task: starting a fetch is most of a millisecond of the page's thread on a
    // phone, and thirty at once were the longest task after the first paint.
    `for(let i=0;i<preloads.length;i+=${LINKS_PER_TASK}){for(const href of preloads.slice(i,i+${LINKS_PER_TASK}))document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href},key?{nonce:key}:{}));await next();}`,
    // One module per task: evaluating them is many short tasks, not one long one.
    "for(const href of earlier){await import(href);await next();}",
    `const [${imports.map((m) => m[1]).join(",")}]=await Promise.all([${imports.map((m) => `import(${JSON.stringify(m[2])})`).join(",")}]);`,
    statements,
    "};",
    // A tab opened in the background paints no frame until it is shown: it hydrates within a second anyway.
    "let started=false;",
    "const start=()=>{if(!started){started=true;setTimeout(run,0);}};",
    "requestAnimationFrame(start);",
    "setTimeout(start,1000);",
  ].join("\n");
}

/**
 * A stream of the rendered HTML with the modulepreload links taken out and React Router's module
 * script deferred (see above). Text is passed on as it arrives, except a tag that is not yet whole;
 * after the module script, nothing else is changed.
 */
export function hydrationAfterPaint(nonce = ""): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const preloads: string[] = [];
  let pending = "";
  let done = false;
  // The early taps' keeper goes where the first modulepreload link was: in the head, before
  // anything of the body can be tapped (app/platform/server/early-taps.server.ts).
  let tapsKept = false;

  /** What of `pending` can be sent now; the rest stays for the next chunk. */
  const take = (): string => {
    let out = "";
    while (!done) {
      const link = pending.indexOf(PRELOAD_LINK);
      const script = pending.indexOf(SCRIPT_OPEN);
      const start = link >= 0 && (script < 0 || link < script) ? link : script;
      if (start < 0) {
        // Nothing to change here; keep only a tail that could be the start of a tag.
        const lastOpen = pending.lastIndexOf("<");
        const keep = lastOpen >= 0 && pending.length - lastOpen < LONGEST_START ? lastOpen : pending.length;
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return out;
      }
      if (start === link) {
        const end = pending.indexOf(">", start);
        if (end < 0) break;
        const href = /\shref="([^"]+)"/.exec(pending.slice(start, end))?.[1];
        if (href) preloads.push(href);
        out += pending.slice(0, start);
        if (!tapsKept) {
          tapsKept = true;
          out += earlyTapsTag(nonce);
        }
        pending = pending.slice(end + 1);
        continue;
      }
      const openEnd = pending.indexOf(">", start);
      const close = openEnd < 0 ? -1 : pending.indexOf(SCRIPT_CLOSE, openEnd);
      if (close < 0) break;
      const openTag = pending.slice(start, openEnd + 1);
      const content = pending.slice(openEnd + 1, close);
      const isBootstrap = openTag.includes('type="module"') && content.includes("__reactRouterRouteModules");
      out +=
        pending.slice(0, start) + openTag + (isBootstrap ? deferBootstrap(content, preloads) : content) + SCRIPT_CLOSE;
      pending = pending.slice(close + SCRIPT_CLOSE.length);
      if (isBootstrap) done = true;
    }
    if (done) {
      out += pending;
      pending = "";
    }
    return out;
  };

  return new TransformStream({
    transform(chunk, controller) {
      // Decoded even after the module script: a character split between two chunks stays whole.
      pending += decoder.decode(chunk, { stream: true });
      const out = take();
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      pending += decoder.decode();
      const out = take() + pending;
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}
