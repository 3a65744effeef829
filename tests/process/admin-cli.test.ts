import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../helpers/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-admin-cli-"));
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "profe@ef.test", ADMIN_PASSWORD: "clave-inicial-del-profe" };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email, password, volver: "/admin" }),
  });
  return response.status;
}

describe("npm run admin (staff accounts from the command line)", () => {
  it("resets the teacher's password: the new one signs in, the old one and the old sessions no longer work", async () => {
    // First start with the variables creates the account; later starts without ADMIN_PASSWORD keep the stored one.
    let server = await startServer(env);
    expect(await signIn(server.url, "profe@ef.test", "clave-inicial-del-profe")).toBe(302);
    const refused = admin("reset-password", "profe@ef.test");
    expect(refused.status).toBe(75);
    expect(refused.stderr).toContain("Detén el servidor");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const reset = admin("reset-password", "profe@ef.test");
    expect(reset.status, reset.stderr).toBe(0);
    const password = /Nueva contraseña para profe@ef\.test: (\S+)/.exec(reset.stdout)?.[1];
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    server = await startServer({ DATA_DIR: dataDir });
    expect(await signIn(server.url, "profe@ef.test", password!)).toBe(302);
    expect(await signIn(server.url, "profe@ef.test", "clave-inicial-del-profe")).toBe(401);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    const list = admin("list");
    expect(list.stdout).toContain("profe@ef.test\tadmin");
    const unknown = admin("reset-password", "nadie@ef.test");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No hay ninguna cuenta con el correo nadie@ef.test");
    expect(admin("create", "no-es-correo", "X", "admin").stderr).toContain("Escribe un correo electrónico válido.");
  });
});
