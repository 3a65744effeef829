import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.PGLITE_FSYNC).toBe("on");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.isProduction).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("gives one clear message per bad value", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "abc",
        DATABASE_URL: "mysql://x",
        ADMIN_EMAIL: "no-es-un-correo",
        COURSE_PASSWORD_2ESO: "123",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toContain("PORT: PORT debe ser un número.");
    expect(problems.join("\n")).toContain("DATABASE_URL debe empezar por postgres://");
    expect(problems.join("\n")).toContain("ADMIN_EMAIL debe ser una dirección de correo válida.");
    expect(problems.join("\n")).toContain("COURSE_PASSWORD_2ESO debe tener al menos 6 caracteres.");
  });

  it("rejects a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT debe estar entre 0 y 65535/);
  });

  it("trusts only named proxies: 'loopback', addresses, networks or a list; a hop count; never anyone", () => {
    expect(loadConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.2, 10.1.0.0/16,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.2",
      "10.1.0.0/16",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    for (const bad of ["true", "cualquiera", "10.0.0.0/33", "10.0.0.300", "loopback,"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY debe nombrar el proxy/);
    }
  });
});
