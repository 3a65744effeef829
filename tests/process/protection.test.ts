import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_RANKING } from "../../db/seed-data/courses";
import { preparedDataDir, publishCommentsAtOnce, type RunningServer, startServer } from "../helpers/server-process";

// The site's protection against the built server, as a school meets it (docs/decisions/008):
// a whole class behind one address, a script behind another, an https proxy in front.
// TRUST_PROXY lets each test speak from its own address (X-Forwarded-For), like real clients.
let server: RunningServer;
const dataDir = preparedDataDir("ef-protection-");
const ADMIN = { email: "profe@ef.test", password: "clave-del-profe-proteccion" };
const COURSE_PASSWORD = "clave-2eso-aula";

beforeAll(async () => {
  // The limits are the defaults a school gets.
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    COURSE_PASSWORD_2ESO: COURSE_PASSWORD,
    ORGANISER_PASSWORD: "clave-organiza",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // Thirty comments that show at once are what this classroom checks (review is the default).
  await publishCommentsAtOnce(server.url, ADMIN);
}, 90_000);
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser: keeps its cookies, speaks from one address (through the proxy), maybe over https. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    readonly address: string,
    readonly https = false,
  ) {}
  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async request(url: string, init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${server.url}${url}`, {
      method: init.method ?? "GET",
      body: init.body,
      redirect: "manual",
      headers: {
        "X-Forwarded-For": this.address,
        ...(this.https ? { "X-Forwarded-Proto": "https" } : {}),
        ...(this.cookies.size ? { Cookie: this.cookieHeader } : {}),
        ...init.headers,
      },
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      if (attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === "")
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>) {
    return this.request(url, { method: "POST", body: new URLSearchParams(fields), headers });
  }
}

/** Waits, if needed, so that what follows happens well inside one clock minute (the write limits' window). */
async function startOfAMinute(needSeconds: number) {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - needSeconds * 1000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
}

/** A request with any method (fetch refuses TRACE and friends). */
function rawRequest(method: string, pathname: string) {
  const url = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: pathname, method }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

async function signIn(browser: Browser) {
  const answer = await browser.post("/admin/entrar", { ...ADMIN, volver: "/admin" });
  expect(answer.status).toBe(302);
  return answer;
}

describe("a classroom behind one address", () => {
  it(
    "30 students in the same minute each comment, like a post and open the 2º ESO ranking (some mistyping first); a script without cookies is stopped",
    { timeout: 180_000 },
    async () => {
      await startOfAMinute(40);
      const school = "198.51.100.10";
      const students = Array.from({ length: 30 }, () => new Browser(school));
      const results = await Promise.all(
        students.map(async (student, i) => {
          // Each opens the blog first: that page view gives the browser its identity.
          await student.request("/blog", { headers: { Accept: "text/html" } });
          const comment = await student.post("/blog", {
            _form: "comentario-1",
            author_name: `Alumno ${i + 1}`,
            content: `Mi comentario número ${i + 1}`,
          });
          const like = await student.post("/blog", {
            _form: "me-gusta-1",
            user_name: `Alumno ${i + 1}`,
            user_course: "2º ESO A",
          });
          const typo =
            i % 10 === 0
              ? (await student.post("/cursos/ranking-amigable?curso=2-eso", { password: "clave-2eso-aul" })).status
              : null;
          const unlock = await student.post("/cursos/ranking-amigable?curso=2-eso", { password: COURSE_PASSWORD });
          const ranking = await student.request("/cursos/ranking-amigable?curso=2-eso");
          return {
            comment: comment.status,
            like: like.status,
            typo,
            unlock: unlock.status,
            ranking: ranking.status,
            sees: ranking.text.includes(Object.values(SEED_RANKING["2º ESO"]!)[0]![0]!.name),
          };
        }),
      );
      expect(results.map((r) => r.comment)).toEqual(Array(30).fill(303));
      expect(results.map((r) => r.like)).toEqual(Array(30).fill(303));
      expect(results.filter((r) => r.typo !== null).map((r) => r.typo)).toEqual([400, 400, 400]);
      expect(results.map((r) => r.unlock)).toEqual(Array(30).fill(303));
      expect(results.every((r) => r.ranking === 200 && r.sees)).toBe(true);
      const blog = await new Browser("203.0.113.1").request("/blog");
      for (let i = 1; i <= 30; i++) expect(blog.text).toContain(`Mi comentario número ${i}<`);

      // One script, another address, no cookies: its first 120 writes in the minute pass (as 120
      // new browsers would), then it is refused.
      const attacker = "198.51.100.66";
      const statuses: number[] = [];
      for (let i = 0; i < 150; i++) {
        const answer = await fetch(`${server.url}/blog`, {
          method: "POST",
          redirect: "manual",
          headers: { "X-Forwarded-For": attacker },
          body: new URLSearchParams({ _form: "comentario-2", author_name: "Bot", content: `spam ${i}` }),
        });
        statuses.push(answer.status);
        await answer.arrayBuffer();
      }
      console.log(
        `aula: 30/30 comentarios, 30/30 me gusta, 30/30 rankings abiertos; script sin cookies: ${statuses.filter((s) => s === 303).length} aceptados, ${statuses.filter((s) => s === 429).length} rechazados (429)`,
      );
      expect(statuses.filter((s) => s === 303)).toHaveLength(120);
      expect(statuses.slice(120)).toEqual(Array(30).fill(429));
    },
  );
});

describe("parallel password guesses", () => {
  it(
    "are counted before they are checked: a burst gets no more checks than the free attempts",
    { timeout: 120_000 },
    async () => {
      // One browser (it has its identity cookie from a page view).
      const browser = new Browser("198.51.100.77");
      await browser.request("/cursos/ranking-amigable?curso=2-eso", { headers: { Accept: "text/html" } });
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          browser.post("/cursos/ranking-amigable?curso=2-eso", { password: `intento-${i}` }),
        ),
      );
      const checked = burst.filter((a) => a.status === 400).length;
      // A script without cookies, from its own address.
      const script = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${server.url}/cursos/ranking-amigable?curso=2-eso`, {
            method: "POST",
            redirect: "manual",
            headers: { "X-Forwarded-For": "198.51.100.78" },
            body: new URLSearchParams({ password: `x${i}` }),
          }).then(async (r) => (await r.arrayBuffer(), r.status)),
        ),
      );
      console.log(
        `contraseñas en paralelo: un navegador, ${checked} comprobadas de 40 enviadas; un script sin cookies, ${script.filter((s) => s === 400).length} comprobadas de 100`,
      );
      // Of the burst, five were free and one set the wait (2 s; one more may have waited it out while
      // the hashes were checked).
      expect(checked).toBeGreaterThanOrEqual(6);
      expect(checked).toBeLessThanOrEqual(7);
      expect(burst.filter((a) => a.status === 429)).toHaveLength(40 - checked);
      expect(burst.find((a) => a.status === 429)?.headers.get("retry-after")).toMatch(/^\d+$/);
      // The address's budget: 60 checks, then the wait of the 15 minutes.
      const scriptChecked = script.filter((s) => s === 400).length;
      expect(scriptChecked).toBe(60);
      expect(script.filter((s) => s === 429)).toHaveLength(100 - scriptChecked);
    },
  );
});

/** What the result form says to a signed-in account (it asks no password). */
const SIGNED_IN_TEXT = "Has iniciado sesión con tu cuenta";

describe("the page cache and signed-in staff over https", () => {
  it("serves the teacher the shared page, which says nothing of who is signed in; what is personal is private", async () => {
    const teacher = new Browser("198.51.100.20", true);
    const signedIn = await signIn(teacher);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("__Secure-ef_staff.session_token="))).toBe(true);
    // The notice of the sign-in is read by the next page (which is then the teacher's alone).
    await teacher.request("/");
    const page = "/campeonatos/mantecup/futbol-masculino";
    await new Browser("198.51.100.21", true).request(page);
    const staffView = await teacher.request(page);
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get("x-page-cache")).toBe("hit");
    expect(staffView.text).not.toContain(ADMIN.email);

    // Who is signed in is asked after load, privately, behind the __Secure- cookie.
    const asked = await teacher.request("/admin/sesion");
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(JSON.parse(asked.text)).toEqual({ signedIn: true, organiserDay: false });

    // Without JavaScript a match opens as ?partido=ID: rendered for the teacher, never stored or shown to others.
    const matchId = /\?partido=(\d+)/.exec(staffView.text)?.[1];
    expect(matchId).toBeTruthy();
    const own = await teacher.request(`${page}?partido=${matchId}`);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.text).toContain(SIGNED_IN_TEXT);
    for (let i = 0; i < 2; i++) {
      const visitor = await new Browser("198.51.100.21", true).request(`${page}?partido=${matchId}`);
      expect(visitor.headers.get("x-page-cache")).toBeNull();
      expect(visitor.text).not.toContain(ADMIN.email);
      expect(visitor.text).not.toContain(SIGNED_IN_TEXT);
    }
    // Pages no route declares shareable are private too, even for anonymous visitors.
    expect((await new Browser("198.51.100.21").request("/admin/entrar")).headers.get("cache-control")).toMatch(
      /private/,
    );
    expect(
      (await new Browser("198.51.100.21").request("/cursos/ranking-amigable")).headers.get("cache-control"),
    ).toMatch(/private/);
  });

  it("is not emptied by requests that change nothing, only by a committed write", async () => {
    const visitor = new Browser("198.51.100.22");
    await visitor.request("/horarios");
    expect((await visitor.request("/horarios")).headers.get("x-page-cache")).toBe("hit");
    const outsider = new Browser("198.51.100.23");
    for (let i = 0; i < 5; i++) expect((await outsider.post("/admin/salir", {})).status).toBeLessThan(400);
    expect((await outsider.post("/cursos/buzon-sugerencias", { name: "", course: "", message: "" })).status).toBe(400);
    expect((await visitor.request("/horarios")).headers.get("x-page-cache")).toBe("hit");
    expect(
      (await outsider.post("/cursos/buzon-sugerencias", { name: "Ana", course: "2º ESO", message: "Una idea" })).status,
    ).toBe(303);
    expect((await visitor.request("/horarios")).headers.get("x-page-cache")).toBe("miss");
  });
});

describe("bodies", () => {
  it(
    "answers a 150 MB chunked body with 413 in Spanish without reading it into memory",
    { timeout: 60_000 },
    async () => {
      const rss = () =>
        Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;
      const before = rss();
      const started = performance.now();
      const url = new URL(`${server.url}/cursos/buzon-sugerencias`);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        // Once the answer is out, the server stops reading: the rest of the upload fails to send.
        request.on("error", (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const pump = () => {
          while (sent < 150 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          request.end();
        };
        pump();
      });
      const ms = Math.round(performance.now() - started);
      const after = rss();
      console.log(
        `cuerpo de 150 MB por trozos: ${answer.status} en ${ms} ms; memoria del servidor ${Math.round(before)} MB → ${Math.round(after)} MB`,
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toMatch(/demasiado grande/);
      expect(after - before).toBeLessThan(50);
      // The server goes on answering.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );
});

describe("answers a person can read, never a 500", () => {
  it("refuses other methods with a Spanish 405, and a foreign or null Origin with a Spanish 403", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const answer = await rawRequest(method, "/");
      expect(answer.status, method).toBe(405);
      expect(answer.body).toBe("Método no permitido.");
    }
    const rss = await fetch(`${server.url}/novedades/rss.xml`, { method: "POST" });
    expect(rss.status).toBe(405);
    expect(await rss.text()).toMatch(/^Método no permitido/);
    for (const origin of ["null", "https://evil.example"]) {
      const answer = await fetch(`${server.url}/cursos/buzon-sugerencias`, {
        method: "POST",
        headers: { Origin: origin },
        body: new URLSearchParams({ name: "A", course: "B", message: "C" }),
      });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toMatch(/no se envió desde esta web/);
    }
  });

  it("treats a NUL byte or an id out of range as bad input (400), in public and admin forms", async () => {
    const visitor = new Browser("198.51.100.30");
    const league = await visitor.post("/campeonatos/fernando-iii-league", {
      name: "Equipo Nulo",
      captain: "Ana",
      sport: "Baloncesto",
      members: "Ana\nLu\u0000is",
    });
    expect(league.status).toBe(400);
    expect(league.text).toContain("Este campo contiene caracteres no válidos");
    const comment = await visitor.post("/cursos/noticias?curso=2-eso", {
      news_id: "2147483648",
      author_name: "Ana",
      author_course: "2º",
      content: "Hola",
    });
    expect(comment.status).toBe(400);
    const teacher = new Browser("198.51.100.31");
    await signIn(teacher);
    const actions: [string, Record<string, string>][] = [
      ["/admin/torneo", { intent: "approve" }],
      ["/admin/buzon", { intent: "read", list: "mensajes" }],
      ["/admin/buzon", { intent: "delete", list: "liga" }],
      ["/admin/moderacion", { intent: "hide", kind: "blog" }],
      ["/admin/moderacion", { intent: "deleteLike" }],
      ["/admin/novedades", { intent: "delete" }],
      ["/admin/contenido/blog", { intent: "delete" }],
      ["/admin/imagenes", { intent: "delete" }],
      ["/admin/campeonatos/futbol-masculino", { intent: "deleteMatch" }],
    ];
    for (const [url, fields] of actions) {
      for (const id of ["2147483648", "1e10", "-1", "9".repeat(30)]) {
        const answer = await teacher.post(url, { ...fields, id });
        expect(answer.status, `${url} ${fields.intent} id=${id}`).toBe(400);
      }
    }
  });

  it("never sends a signed-in teacher off the site, and never fails on a strange return path", async () => {
    for (const volver of [
      "/%09/evil.example/x",
      "/\t/evil.example/x",
      "/%0a/x",
      "/\n/x",
      "/\\evil.example",
      "//evil.example",
    ]) {
      const teacher = new Browser("198.51.100.40");
      const answer = await teacher.post("/admin/entrar", { ...ADMIN, volver });
      expect(answer.status, JSON.stringify(volver)).toBe(302);
      expect(answer.headers.get("location"), JSON.stringify(volver)).toBe("/admin");
    }
    const page = await fetch(`${server.url}/admin/entrar?volver=${encodeURIComponent("/%09/evil.example/x")}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="volver" value="/admin"');
  });
});
