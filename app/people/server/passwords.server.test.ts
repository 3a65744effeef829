import { describe, expect, it } from "vitest";
import {
  generatePassword,
  generateSharedPassword,
  hashPassword,
  SHARED_PASSWORD_BITS,
  verifyPassword,
} from "./passwords.server";

describe("generateSharedPassword", () => {
  it("makes two Spanish-sounding words and a number, lower case, at least 40 bits", () => {
    for (let i = 0; i < 50; i++)
      expect(generateSharedPassword()).toMatch(/^([bcdfglmnprstv][aeiou]){3}-([bcdfglmnprstv][aeiou]){3}-[1-9]\d$/);
    expect(SHARED_PASSWORD_BITS).toBeGreaterThanOrEqual(40);
    expect(new Set(Array.from({ length: 500 }, () => generateSharedPassword())).size).toBe(500);
  });
});

describe("generatePassword", () => {
  it("makes readable groups without ambiguous characters", () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
  });
  it("does not repeat itself", () => {
    const seen = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(seen.size).toBe(200);
  });
});

describe("password hashes", () => {
  it("verify the right password and refuse a wrong one", async () => {
    const hash = await hashPassword("clave-del-curso");
    expect(hash).not.toContain("clave-del-curso");
    expect(await verifyPassword({ hash, password: "clave-del-curso" })).toBe(true);
    expect(await verifyPassword({ hash, password: "Clave-del-curso" })).toBe(false);
  });
});
