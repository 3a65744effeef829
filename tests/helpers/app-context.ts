import { createLiveStreamSlots } from "../../app/platform/server/live-streams.server";
import os from "node:os";
import path from "node:path";
import type { AppContext } from "../../app/platform/server/context.server";
import type { Database } from "../../app/platform/server/db.server";
import { createInProcessEvents } from "../../app/platform/server/live-events.server";
import { createPublicAddress } from "../../app/platform/server/public-address.server";
import { createReadCache } from "../../app/platform/server/read-cache.server";
import { type ClientLimits, DEFAULT_CLIENT_LIMITS } from "../../app/platform/server/rate-limit.server";

/** Limits no test reaches unless it means to (every test request comes from one address). */
export const GENEROUS_LIMITS: ClientLimits = {
  writesPerBrowser: 1000,
  newBrowserWritesPerAddress: 100_000,
  writesPerAddress: 100_000,
  passwordAttemptsPerAddress: 1000,
  pushSubscriptionsPerAddress: 100_000,
};

/** The context a loader or action receives from the server, for calling them directly in tests. */
export function testContext(db: Database, overrides: Partial<AppContext> = {}): AppContext {
  // As on the server, a committed write empties what was read (server/steps/shared-caches.ts).
  const reads = overrides.reads ?? createReadCache();
  return {
    db,
    publicAddress: createPublicAddress("http://localhost"),
    nonce: "test-nonce",
    cookieSecret: "test-cookie-secret-test-cookie-secret",
    secureCookies: false,
    events: createInProcessEvents(),
    client: { ip: "203.0.113.7", browserId: null },
    limits: { ...DEFAULT_CLIENT_LIMITS },
    dataChanged: () => reads.clear(),
    reads,
    failures: { databaseUnavailable: false },
    backups: null,
    mail: null,
    liveStreams: createLiveStreamSlots({ max: 100, perAddress: 100 }),
    uploads: { dir: path.join(os.tmpdir(), `ef-uploads-${process.pid}`), maxBytes: 3 * 1024 * 1024 },
    linkCheck: { allowPrivateAddresses: false },
    pushEndpoints: { allowLoopback: true },
    ...overrides,
  };
}

/** Carries the Set-Cookie values of a response into the Cookie header of the next request. */
export function cookiesFrom(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Runs a route's middleware as React Router does before its loader or action: in order, each
 * may throw (a redirect, a 403) to stop the request. (Ours never call `next` themselves.)
 */
export async function runMiddleware(
  middleware: readonly ((args: never, next: never) => unknown)[] | undefined,
  args: object,
): Promise<void> {
  for (const step of middleware ?? []) await step(args as never, (async () => new Response(null)) as never);
}

/** The URL parameters React Router would give a route of this site for a path (the dynamic routes of app/routes.ts). */
export function routeParams(url: string): Record<string, string> {
  const path = new URL(url, "http://localhost").pathname;
  const match =
    /^\/proyectos\/(?<proyecto>[^/]+)$/.exec(path) ??
    // The hubs' pages, under addresses that follow their names.
    /^\/campeonatos\/(?!salon-de-la-fama$)(?<torneo>[^/]+)(\/(?<competicion>[^/]+)(\/[^/]+)?)?$/.exec(path) ??
    /^\/bilinguismo\/(?!recursos$)(?<proyecto>[^/]+)$/.exec(path) ??
    /^\/cursos\/(?<curso>[^/]+)$/.exec(path) ??
    /^\/admin\/contenido\/(?<seccion>[^/]+)$/.exec(path) ??
    /^\/admin\/paginas\/(?<pagina>[^/]+)$/.exec(path) ??
    /^\/admin\/campeonatos\/(?<competicion>[^/]+)$/.exec(path);
  return Object.fromEntries(Object.entries({ ...match?.groups }).filter(([, value]) => value !== undefined));
}
