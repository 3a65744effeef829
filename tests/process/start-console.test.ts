import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * What `npm start` prints while it builds: a teacher's first start shows the address and the
 * passwords to write down, not the bundler's report. A stand-in build (noisy, then a server that
 * says one line) keeps this to a second.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ef-arranque-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function project(buildScript: string) {
  const dir = fs.mkdtempSync(path.join(scratch, "web-"));
  fs.mkdirSync(path.join(dir, "scripts"));
  fs.copyFileSync("scripts/start.mjs", path.join(dir, "scripts", "start.mjs"));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "web", scripts: { build: "node build.mjs" } }),
  );
  fs.writeFileSync(path.join(dir, "build.mjs"), buildScript);
  return dir;
}

const start = (dir: string) =>
  spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    encoding: "utf8",
    // Set already: the script serves in its own process (no second one to re-read it).
    env: { ...process.env, MALLOC_ARENA_MAX: "2", npm_config_loglevel: "" },
  });

const NOISE = `
for (let i = 0; i < 7; i++) console.log("The \\\`envFile\\\` option is deprecated, please use \\\`envDir: false\\\` instead.");
console.warn("⚠️  Future Flag Warning: Route module splitting behavior is changing in React Router v8.");
console.log("✓ built in 3.21s");
`;

describe("npm start's build", () => {
  it("prints one line for the build, then what the server says", () => {
    const dir = project(
      `${NOISE}
import fs from "node:fs";
fs.mkdirSync("build/server", { recursive: true });
fs.writeFileSync("build/server/index.js", 'console.log("Servidor listo");');`,
    );
    const run = start(dir);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual([
      "Compilando la web (primera vez)...",
      expect.stringMatching(/^Web compilada en \d+ s\.$/),
      "Servidor listo",
    ]);
    expect(run.stderr).toBe("");
  });

  it("serves in its own process: no second process waits beside the server", () => {
    const dir = project(`
import fs from "node:fs";
fs.mkdirSync("build/server", { recursive: true });
fs.writeFileSync("build/server/index.js", 'console.log("servidor " + process.pid);');`);
    // Without the variable set: the script used to start the server again as a child to set it.
    const env: NodeJS.ProcessEnv = { ...process.env, npm_config_loglevel: "" };
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(
      process.execPath,
      ["-e", 'console.log("script " + process.pid); import("./scripts/start.mjs")'],
      {
        cwd: dir,
        encoding: "utf8",
        env,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const script = /script (\d+)/.exec(run.stdout)?.[1];
    const server = /servidor (\d+)/.exec(run.stdout)?.[1];
    expect(server).toBeDefined();
    expect(server).toBe(script);
  });

  it("shows the build's whole output when it fails, and says so in Spanish", () => {
    const dir = project(`${NOISE}\nconsole.error("Error: app/root.tsx: Unexpected token");\nprocess.exit(1);`);
    const run = start(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("✓ built in 3.21s");
    expect(run.stderr).toContain("Future Flag Warning");
    expect(run.stderr).toContain("Error: app/root.tsx: Unexpected token");
    expect(run.stderr).toContain("No se pudo compilar la web: arriba está lo que dijo la compilación.");
  });
});
