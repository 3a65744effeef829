import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runSql } from "../helpers/postgres";
import { freePort, type RunningServer, startServer } from "../helpers/server-process";

// The database goes away while the site runs, then comes back. A TCP proxy stands between the
// server and PostgreSQL so the test can cut and restore the connection without stopping the
// machine's PostgreSQL (which other tests use).
const PG_URL = process.env.PROCESS_PG_URL;

function createProxy(target: { host: string; port: number }, port: number) {
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  return {
    async open() {
      server = net.createServer((client) => {
        // Frozen: connections are accepted and then nothing ever answers (a hung server).
        if (frozen) {
          sockets.add(client);
          client.on("close", () => sockets.delete(client));
          client.on("error", () => client.destroy());
          return;
        }
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        client.on("close", () => pairs.delete(pair));
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    /** PostgreSQL stops answering, without closing anything. */
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.resume();
      }
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
    const url = Object.assign(new URL(PG_URL!), {
      hostname: "127.0.0.1",
      port: String(port),
      pathname: `/${database}`,
    }).toString();
    site = await startServer({ DATABASE_URL: url, PAGE_CACHE_SECONDS: "2" });
  }, 120_000);

  // What the server said is what explains a failure here (it stopped answering once, at a cut).
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`El servidor (código de salida ${site?.child.exitCode}) dijo:\n${site?.output().slice(-6_000)}`);
    });
  });

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
    // A client navigation's data request gets the same 503 answer for its error page.
    const data = await fetch(`${site.url}/blog.data`);
    expect(data.status).toBe(503);
    expect(await data.text()).toContain("La web no puede acceder ahora a sus datos");
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
    const write = await fetch(`${site.url}/cursos/buzon-sugerencias`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ name: "Ana", course: "2º", message: "hola" }),
    });
    expect(write.status).toBe(503);
    // Every other way in answers 503 too (in Spanish), never a 500: forms, feeds, the live stream.
    const post = (url: string, fields: Record<string, string>) =>
      fetch(`${site.url}${url}`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields) });
    const answers: [string, Response][] = [
      ["POST /blog", await post("/blog", { _form: "comentario-1", author_name: "Ana", content: "hola" })],
      [
        "POST resultado",
        await post("/campeonatos/mantecup/futbol-masculino", { intent: "unlock", partido: "1", password: "x" }),
      ],
      [
        "POST /campeonatos/mantecup",
        await post("/campeonatos/mantecup", { name: "E", captain: "A", sport: "Fútbol Masculino", members: "A" }),
      ],
      ["en directo", await fetch(`${site.url}/campeonatos/mantecup/futbol-masculino/en-directo`)],
      ["RSS del blog", await fetch(`${site.url}/blog/rss.xml`)],
      ["RSS de novedades", await fetch(`${site.url}/novedades/rss.xml`)],
      ["calendario", await fetch(`${site.url}/campeonatos/mantecup/futbol-masculino/calendario.ics`)],
    ];
    for (const [label, answer] of answers) {
      expect(answer.status, label).toBe(503);
      const text = await answer.text();
      expect(text, label).not.toMatch(/Unexpected Server Error/);
      expect(text, label).toMatch(/no disponible|Servicio no disponible/i);
    }
    expect(site.child.exitCode).toBeNull();

    await proxy.open();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await fetch(`${site.url}/horarios`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const again = await fetch(`${site.url}/cursos/buzon-sugerencias`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ name: "Ana", course: "2º", message: "hola otra vez" }),
    });
    expect(again.status).toBe(303);
  });

  it(
    "answers 503 within seconds when PostgreSQL stops answering (no request hangs), and recovers by itself",
    { timeout: 90_000 },
    async () => {
      expect((await fetch(`${site.url}/blog`)).status).toBe(200);
      proxy.freeze();
      try {
        let started = performance.now();
        const health = await fetch(`${site.url}/healthz`);
        expect(health.status).toBe(503);
        expect(performance.now() - started).toBeLessThan(5_000);
        started = performance.now();
        const page = await fetch(`${site.url}/cursos/rincon-de-logros?curso=2-eso`);
        expect(page.status).toBe(503);
        expect(performance.now() - started).toBeLessThan(15_000);
      } finally {
        proxy.thaw();
      }
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await fetch(`${site.url}/cursos/rincon-de-logros?curso=2-eso`)).status;
      }
      expect(status).toBe(200);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    },
  );
});
