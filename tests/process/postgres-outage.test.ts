import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../helpers/postgres";
import { freePort, type RunningServer, startServer } from "../helpers/server-process";

// The database goes away while the site runs, then comes back. A TCP proxy stands between the
// server and PostgreSQL so the test can cut and restore the connection without stopping the
// machine's PostgreSQL (which other tests use).
const PG_URL = process.env.PROCESS_PG_URL;

function createProxy(target: { host: string; port: number }, port: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  return {
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe.runIf(PG_URL)("PostgreSQL outage while the site runs", () => {
  const database = `ef_outage_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let site: RunningServer;
  let proxy: ReturnType<typeof createProxy>;

  const admin = (sql: string) => runSql(PG_URL!, sql);

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const target = new URL(PG_URL!);
    const port = await freePort();
    proxy = createProxy({ host: target.hostname, port: Number(target.port || 5432) }, port);
    await proxy.open();
    const url = Object.assign(new URL(PG_URL!), { hostname: "127.0.0.1", port: String(port), pathname: `/${database}` }).toString();
    site = await startServer({ DATABASE_URL: url, PAGE_CACHE_SECONDS: "2" });
  }, 120_000);

  afterAll(async () => {
    if (site && site.child.exitCode === null) {
      site.child.kill("SIGTERM");
      await site.exited;
    }
    await proxy?.cut();
    await admin(`drop database if exists ${database} with (force)`);
  });

  it("answers 503 with a Spanish page while the database is away, and recovers by itself", async () => {
    expect((await fetch(`${site.url}/horarios`)).status).toBe(200);

    await proxy.cut();
    // A page shown in the last seconds is still served from the page cache, for its short time…
    const recent = await fetch(`${site.url}/horarios`);
    expect(recent.status).toBe(200);
    expect(recent.headers.get("x-page-cache")).toBe("hit");
    // …any other page needs the database.
    const other = await fetch(`${site.url}/blog`);
    expect(other.status).toBe(503);
    expect(await other.text()).toContain("Servicio no disponible");
    await new Promise((r) => setTimeout(r, 2_100));
    const page = await fetch(`${site.url}/horarios`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Servicio no disponible");
    expect(html).toContain("La web no puede acceder ahora a sus datos");
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "error", database: "unreachable" });
    // A write is refused cleanly too: the form's failure notice, never a 500.
    const write = await fetch(`${site.url}/cursos/buzon-sugerencias`, { method: "POST", redirect: "manual", body: new URLSearchParams({ name: "Ana", course: "2º", message: "hola" }) });
    expect(write.status).toBe(503);
    expect(site.child.exitCode).toBeNull();

    await proxy.open();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await fetch(`${site.url}/horarios`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const again = await fetch(`${site.url}/cursos/buzon-sugerencias`, { method: "POST", redirect: "manual", body: new URLSearchParams({ name: "Ana", course: "2º", message: "hola otra vez" }) });
    expect(again.status).toBe(303);
  });
});
