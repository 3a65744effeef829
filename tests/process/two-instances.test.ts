import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl, runSql } from "../helpers/postgres";
import {
  type RunningServer,
  startServer,
  UNLIMITED_CLIENT_ENV,
  publishCommentsAtOnce,
} from "../helpers/server-process";

// Two app instances on one PostgreSQL database, as behind a proxy (no state that
// several instances need lives only in process memory). `npm test` sets PROCESS_PG_URL when a
// PostgreSQL server is reachable.
const PG_URL = process.env.PROCESS_PG_URL;
const ORGANISER = "clave-dos-instancias";
const SLUG = "futbol-femenino";

describe.runIf(PG_URL)("two instances on one PostgreSQL", () => {
  const database = `ef_two_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let a: RunningServer;
  let b: RunningServer;

  const admin = (sql: string) => runSql(PG_URL!, sql);

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = databaseUrl(PG_URL!, database);
    const env = {
      DATABASE_URL: url,
      ORGANISER_PASSWORD: ORGANISER,
      ...UNLIMITED_CLIENT_ENV,
      ADMIN_EMAIL: "profe@ef.test",
      ADMIN_PASSWORD: "clave-del-profe-dos",
    };
    // One after the other: the first applies the migrations and the seed.
    a = await startServer(env);
    b = await startServer(env);
    // A comment posted on one instance must show on the other's next page (review is the default).
    await publishCommentsAtOnce(a.url, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
    await admin(`drop database if exists ${database} with (force)`);
  });

  /** The result form, the way a browser without JavaScript uses it. */
  async function unlockAndSave(base: string, matchId: number, team1: string, team2: string) {
    const page = `${base}/campeonatos/mantecup/${SLUG}?partido=${matchId}`;
    const unlocked = await fetch(page, {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock", partido: String(matchId), password: ORGANISER }),
    });
    expect(unlocked.status).toBe(200);
    const pass = /name="pass" value="([^"]+)"/.exec(await unlocked.text())?.[1];
    expect(pass).toBeTruthy();
    const saved = await fetch(page, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "save", partido: String(matchId), pass: pass!, team1, team2 }),
    });
    expect(saved.status).toBe(303);
  }

  it("a result saved through one instance reaches a live page connected to the other", async () => {
    const html = await (await fetch(`${a.url}/campeonatos/mantecup/${SLUG}`)).text();
    const pending = [...html.matchAll(/id="partido-(\d+)"[^>]*>[\s\S]*?(Pendiente|Jugado)/g)].find(
      (m) => m[2] === "Pendiente",
    );
    const matchId = Number(pending?.[1]);
    expect(matchId).toBeGreaterThan(0);

    const abort = new AbortController();
    const stream = await fetch(`${b.url}/campeonatos/mantecup/${SLUG}/en-directo`, { signal: abort.signal });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain("retry:");

    await unlockAndSave(a.url, matchId, "3", "2");

    let received = "";
    const deadline = Date.now() + 5000;
    while (!received.includes("event: result") && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    abort.abort();
    expect(received).toContain(`event: result\ndata: {"matchId":${matchId}}`);
    // And instance B renders the saved score.
    const fromB = await (await fetch(`${b.url}/campeonatos/mantecup/${SLUG}`)).text();
    expect(fromB).toMatch(new RegExp(`id="partido-${matchId}"[\\s\\S]*?3 - 2`));
  });

  it("a comment posted through one instance is on the other's next page, not its cached one", async () => {
    await (await fetch(`${b.url}/blog`)).text();
    expect((await fetch(`${b.url}/blog`)).headers.get("x-page-cache")).toBe("hit");
    const comment = `Desde la instancia A ${Date.now()}`;
    const post = await fetch(`${a.url}/blog`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ _form: "comentario-1", author_name: "Ana", content: comment }),
    });
    expect(post.status).toBe(303);
    // The signal travels through PostgreSQL (LISTEN/NOTIFY): allow it a moment.
    let html = "";
    for (let i = 0; i < 25 && !html.includes(comment); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      html = await (await fetch(`${b.url}/blog`)).text();
    }
    expect(html).toContain(comment);
  });

  it("the password attempt limit counts a browser's attempts made on both instances", async () => {
    // The browser's identity, given by a page view on one instance (signed with the key both share), goes with every attempt.
    const page = await fetch(`${a.url}/campeonatos/mantecup/${SLUG}`, { headers: { Accept: "text/html" } });
    await page.arrayBuffer();
    const cookie =
      page.headers
        .getSetCookie()
        .find((c) => c.startsWith("ef_navegador="))
        ?.split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const wrong = async (base: string, i: number) => {
      const answer = await fetch(`${base}/campeonatos/mantecup/${SLUG}?partido=1`, {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams({ intent: "unlock", partido: "1", password: `mal-${i}` }),
      });
      return answer.status;
    };
    // Five free ones and one that starts the wait.
    for (let i = 0; i < 6; i++) expect(await wrong(i % 2 === 0 ? a.url : b.url, i)).toBe(400);
    expect(await wrong(a.url, 6)).toBe(429);
    expect(await wrong(b.url, 7)).toBe(429);
  });

  it("a staff sign-in on one instance is valid on the other, and signing out there ends it on both", async () => {
    const signedIn = await fetch(`${a.url}/admin/entrar`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "profe@ef.test", password: "clave-del-profe-dos", volver: "/admin/torneo" }),
    });
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => c?.startsWith("ef_staff"))
      .join("; ");
    const onB = await fetch(`${b.url}/admin/torneo`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Solicitudes de inscripción · Mantecup");

    expect(
      (await fetch(`${b.url}/admin/salir`, { method: "POST", headers: { cookie }, redirect: "manual" })).status,
    ).toBe(302);
    const onA = await fetch(`${a.url}/admin/torneo`, { headers: { cookie }, redirect: "manual" });
    expect(onA.status).toBe(302);
    expect(onA.headers.get("location")).toMatch(/^\/admin\/entrar/);
  });

  it("loses no acknowledged write when an instance is killed with SIGKILL mid-stream", async () => {
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const message = `kill-9 escritor ${w} n.º ${i}`;
        try {
          const response = await fetch(`${a.url}/cursos/buzon-sugerencias`, {
            method: "POST",
            redirect: "manual",
            body: new URLSearchParams({ name: "Ana", course: "2º", message }),
          });
          if (response.status === 303) acknowledged.push(message);
        } catch {
          return; // the instance is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    a.child.kill("SIGKILL");
    await a.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    const rows = await runSql<{ message: string }>(
      databaseUrl(PG_URL!, database),
      "select message from consultas where message like 'kill-9 %'",
    );
    const stored = new Set(rows.map((r) => r.message));
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    // The other instance kept serving throughout.
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
  });
});
