import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedDataDir, type RunningServer, startServer } from "../helpers/server-process";

// Browser identities are given only where a page is viewed, and only a named proxy's
// X-Forwarded-For is believed. The server trusts a proxy at 10.9.9.9; this test reaches the port
// directly from 127.0.0.1, as a script that found the port would.
let server: RunningServer;
const dataDir = preparedDataDir("ef-identities-");

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "10.9.9.9", NEW_BROWSER_WRITES_PER_MINUTE: "8" });
}, 90_000);
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const identityOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("ef_navegador="));

describe("browser identities", () => {
  it("are given by a page view, never by a write (accepted or refused: below), a refused method, page data or a feed", async () => {
    for (const [url, init] of [
      ["/horarios", { method: "POST", body: new URLSearchParams({ a: "1" }) }],
      ["/horarios.data", {}],
      ["/blog/rss.xml", {}],
    ] as const) {
      const answer = await fetch(`${server.url}${url}`, { ...init, redirect: "manual" });
      await answer.arrayBuffer();
      expect(identityOf(answer), `${init && "method" in init ? init.method : "GET"} ${url}`).toBeUndefined();
    }
    const page = await fetch(`${server.url}/horarios`, { headers: { Accept: "text/html,application/xhtml+xml" } });
    await page.arrayBuffer();
    expect(identityOf(page)).toMatch(
      /^ef_navegador=[\w-]{22}\.\d+\.[\w-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/,
    );
  });
});

describe("X-Forwarded-For from anyone but the named proxy", () => {
  it("is ignored: rotating it does not lift the address's budget for new browsers", async () => {
    // Well inside one clock minute (the limits' window).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const answer = await fetch(`${server.url}/cursos/buzon-sugerencias`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
        body: new URLSearchParams({ name: "Bot", course: "2º", message: `idea ${i}` }),
      });
      await answer.arrayBuffer();
      statuses.push(answer.status);
      // An accepted write gives no identity either.
      expect(identityOf(answer)).toBeUndefined();
    }
    console.log(
      `X-Forwarded-For cambiante sin pasar por el proxy: ${statuses.filter((s) => s === 303).length} de 14 aceptados (presupuesto 8)`,
    );
    expect(statuses.filter((s) => s === 303)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual(Array(6).fill(429));
  });
});
