import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * npm 11 runs a dependency's install script only when package.json's `allowScripts` approves it,
 * and a future npm skips the rest: the image library (sharp) and the bundler (esbuild) need theirs.
 */
describe("the dependencies' install scripts", () => {
  it("are each approved in package.json, so a fresh install runs them without a warning", () => {
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const approved = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { allowScripts?: Record<string, boolean> })
      .allowScripts;
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of new Set(withScripts)) expect(approved?.[name], name).toBe(true);
  });
});
