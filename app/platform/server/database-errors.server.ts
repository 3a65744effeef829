// 57014: statement timeout (the server gave up on a query); 55P03: a lock not granted in time.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
  "55P03",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connect ECONNREFUSED|the database system is (starting up|shutting down)|did not answer in time/i;

/** PostgreSQL's SQLSTATE of an error (drizzle wraps the driver's error as `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Errors that mean the input was refused by the database's own rules (a NUL byte, a number out of
 * range, a length or CHECK constraint): the visitor's mistake, answered with 400, never a 503.
 */
export function isBadInputError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && (code.startsWith("22") || code === "23514");
}

/** Whether an error means "the database cannot be reached" (rather than a bug or bad data). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    if (e instanceof Error && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}
