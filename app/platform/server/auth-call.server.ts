import { AsyncLocalStorage } from "node:async_hooks";

/** Where better-auth keeps its request contexts, whichever copy of it is loaded. */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

let callsUnderway = 0;

/**
 * Runs a better-auth call, then lets Node forget its request contexts. better-auth keeps
 * them in AsyncLocalStorages; on Node 20, once one of those has run, Node calls an async hook for
 * every request, stream and write the process makes afterwards, for good: one sign-in made every
 * page-cache hit a tenth slower for the rest of the server's life. The storages are disabled when no
 * call is under way (a call still running keeps its context); the next call enables them again.
 */
export async function callBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  callsUnderway += 1;
  try {
    return await call();
  } finally {
    callsUnderway -= 1;
    if (callsUnderway === 0) disableAuthStorages();
  }
}

function disableAuthStorages() {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  for (const value of Object.values(shared?.context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}
