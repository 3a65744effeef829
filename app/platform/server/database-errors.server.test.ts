import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors.server";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises lost or refused connections, also when wrapped", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error("Failed query: select 1"), { cause: withCode("ECONNRESET") })),
    ).toBe(true);
  });

  it("does not mistake bugs or bad data for an outage", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
