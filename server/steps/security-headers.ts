import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * The scripts a page may run. A page rendered for one response names them by its nonce (with
 * `'strict-dynamic'`: what they load may run too). A stored page is the same bytes for everyone, so
 * it names each inline script by its hash, and the app's own files by `'self'`
 * (docs/decisions/023).
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(scripts: ScriptSources, secure: boolean): string {
  const scriptSrc =
    "nonce" in scripts
      ? `'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`
      : ["'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Style attributes come from React and Radix (positioning); no inline <style> from users.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker that shows notices, from the site itself only.
    "worker-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The service worker's own policy (it applies to the worker, not to the pages): the notice's icon
 * from the site, and its one request, to the site, when the browser replaces a subscription.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; img-src 'self'; connect-src 'self'";

const PROTECTIVE_HEADERS: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
];

const HSTS = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const;
const PROTECTIVE_FLAT = PROTECTIVE_HEADERS.flat();
const PROTECTIVE_FLAT_WITH_HSTS = [...PROTECTIVE_FLAT, ...HSTS];

/** The headers every answer carries (all but the CSP); HSTS only in production over https. */
export function setProtectiveHeaders(
  res: ServerResponse,
  { secure, production }: { secure: boolean; production: boolean },
) {
  for (const [name, value] of PROTECTIVE_HEADERS) res.setHeader(name, value);
  if (secure && production) res.setHeader(...HSTS);
}

/** The same headers as one flat list (name, value, name, value…), for `writeHead` on the page cache's fast path. */
export const protectiveHeaderList = ({
  secure,
  production,
}: {
  secure: boolean;
  production: boolean;
}): readonly string[] => (secure && production ? PROTECTIVE_FLAT_WITH_HSTS : PROTECTIVE_FLAT);

/**
 * Every answer's protective headers, and the page's CSP nonce (`res.locals.nonce`). Development
 * has no CSP (Vite injects its own scripts). A stored page replaces the CSP with its own
 * (server/stored-page.ts).
 */
export function securityHeaders({ csp, production }: { csp: boolean; production: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    setProtectiveHeaders(res, { secure: req.secure, production });
    if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, req.secure));
    next();
  };
}
