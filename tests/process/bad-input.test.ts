import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedDataDir, type RunningServer, startServer, UNLIMITED_CLIENT_ENV } from "../helpers/server-process";

// Every public write of the site, sent what browsers never send: the server answers 4xx in
// Spanish (or accepts clean input), never a 500, and never renders back anything executable.
let server: RunningServer;
const dataDir = preparedDataDir("ef-bad-input-");

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    ...UNLIMITED_CLIENT_ENV,
    ORGANISER_PASSWORD: "clave-organiza",
    COURSE_PASSWORD_2ESO: "clave-2eso",
    ADMIN_EMAIL: "profe@ef.test",
    ADMIN_PASSWORD: "clave-del-profe-bad-input",
  });
});
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Each form: where it posts and the fields a valid submission has. */
const FORMS: { name: string; url: string; fields: Record<string, string> }[] = [
  {
    name: "contacto",
    url: "/?index",
    fields: { name: "Ana", course: "3º ESO A", email: "ana@example.org", message: "Hola" },
  },
  {
    name: "inscripción en proyecto",
    url: "/proyectos/health-leaders",
    fields: { nombre: "Ana Ruiz", curso: "2º ESO B" },
  },
  {
    name: "liga",
    url: "/campeonatos/fernando-iii-league",
    fields: { name: "Equipo", captain: "Ana", sport: "Baloncesto", members: "Ana\nLuis" },
  },
  {
    name: "salón de la fama",
    url: "/campeonatos/salon-de-la-fama",
    fields: { nombre: "Atleta", tipo_atleta: "Alumno/a", deporte: "Atletismo", logro: "Récord" },
  },
  {
    name: "comentario del blog",
    url: "/blog",
    fields: { _form: "comentario-1", author_name: "Ana", content: "Genial" },
  },
  {
    name: "me gusta del blog",
    url: "/blog",
    fields: { _form: "me-gusta-1", user_name: "Ana", user_course: "1º Bach" },
  },
  { name: "buzón", url: "/cursos/buzon-sugerencias", fields: { name: "Ana", course: "2º ESO", message: "Idea" } },
  {
    name: "comentario de noticia del curso",
    url: "/cursos/noticias?curso=2-eso",
    fields: { news_id: "1", author_name: "Ana", author_course: "2º ESO", content: "Bien" },
  },
  {
    name: "resultado (contraseña)",
    url: "/campeonatos/mantecup/futbol-masculino",
    fields: { intent: "unlock", partido: "1", password: "x" },
  },
  {
    name: "resultado (marcador)",
    url: "/campeonatos/mantecup/futbol-masculino",
    fields: { intent: "save", partido: "1", pass: "1.x", team1: "1", team2: "0" },
  },
  { name: "contraseña del curso", url: "/cursos/ranking-amigable?curso=2-eso", fields: { password: "x" } },
];

const LONG = "a".repeat(100_000);
const PAYLOADS: Record<string, string> = {
  vacío: "",
  espacios: "   \t  ",
  "muy largo": LONG,
  html: '<img src=x onerror="alert(1)"><script>alert(1)</script>',
  sql: "'; drop table consultas; --",
  unicode: "Zoë 👩🏽‍🏫 مرحبا e\u0301\u200f",
  nulo: "a\u0000b",
  número: "1e309",
};

async function send(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${url}`, { method: "POST", body, headers, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

describe("bad input to every public form", () => {
  for (const form of FORMS) {
    it(`${form.name}: never a 500, whatever the fields hold`, async () => {
      for (const [label, value] of Object.entries(PAYLOADS)) {
        // Every field at once, then missing fields.
        const all = Object.fromEntries(
          Object.entries(form.fields).map(([k, v]) => [k, k === "_form" || k === "intent" ? v : value]),
        );
        const answer = await send(form.url, new URLSearchParams(all));
        expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        expect(answer.text.includes("<script>alert(1)</script>"), label).toBe(false);
      }
      const missing = await send(form.url, new URLSearchParams({}));
      expect(missing.status).toBeGreaterThanOrEqual(400);
      expect(missing.status).toBeLessThan(500);
      // Repeated and typed-wrong fields.
      const repeated = new URLSearchParams(form.fields);
      for (const key of Object.keys(form.fields)) repeated.append(key, "otra vez");
      expect((await send(form.url, repeated)).status).toBeLessThan(500);
    });
  }

  it("refuses bodies that are not forms, or not UTF-8, without a 500", async () => {
    for (const form of FORMS) {
      const json = await send(form.url, JSON.stringify(form.fields), { "Content-Type": "application/json" });
      expect(json.status, `${form.name} JSON`).toBeGreaterThanOrEqual(400);
      expect(json.status, `${form.name} JSON`).toBeLessThan(500);
      const bytes = await send(form.url, new Uint8Array([0xff, 0xfe, 0x3d, 0xc3, 0x28, 0x26, 0x80]), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(bytes.status, `${form.name} bytes`).toBeLessThan(500);
      const multipart = new FormData();
      for (const [k, v] of Object.entries(form.fields)) multipart.append(k, v);
      multipart.append("archivo", new Blob([new Uint8Array(2048)]), "x.bin");
      expect((await send(form.url, multipart)).status, `${form.name} multipart`).toBeLessThan(500);
    }
  });

  it("answers a 1 MB body with 413 in Spanish", async () => {
    const answer = await send(
      "/cursos/buzon-sugerencias",
      new URLSearchParams({ name: "Ana", course: "2º", message: "x".repeat(1_048_576) }),
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/demasiado/i);
  });
});

describe("a refused submission writes nothing", () => {
  /** What visitors have stored, counted through the teacher's panel (the embedded database has one owner: the server). */
  async function storedCounts(cookie: string) {
    const counts: Record<string, number> = {};
    for (const list of ["mensajes", "proyectos", "salon", "liga"]) {
      const csv = await (
        await fetch(`${server.url}/admin/buzon/exportar.csv?lista=${list}`, { headers: { cookie } })
      ).text();
      counts[list] = csv.split("\r\n").filter(Boolean).length - 1;
    }
    for (const kind of ["blog", "cursos", "likes"]) {
      const html = await (await fetch(`${server.url}/admin/moderacion?tipo=${kind}`, { headers: { cookie } })).text();
      counts[kind] = html.split("<article").length - 1;
    }
    return counts;
  }

  it("empty, blank, oversized and missing fields get a 4xx and leave every table as it was", async () => {
    const signIn = await fetch(`${server.url}/admin/entrar`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "profe@ef.test", password: "clave-del-profe-bad-input" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const before = await storedCounts(cookie);
    // The counting sees stored rows (the seed has blog comments and likes).
    expect(before.blog).toBeGreaterThan(0);
    expect(before.likes).toBeGreaterThan(0);
    for (const form of FORMS) {
      for (const value of ["", "   \t  ", LONG]) {
        const fields = Object.fromEntries(
          Object.entries(form.fields).map(([k, v]) => [k, k === "_form" || k === "intent" ? v : value]),
        );
        const answer = await send(form.url, new URLSearchParams(fields));
        expect(answer.status, `${form.name}: ${JSON.stringify(value.slice(0, 10))}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
      const { _form, intent } = form.fields;
      const missing = await send(
        form.url,
        new URLSearchParams({ ...(_form ? { _form } : {}), ...(intent ? { intent } : {}) }),
      );
      expect(missing.status, `${form.name}: missing fields`).toBeGreaterThanOrEqual(400);
    }
    expect(await storedCounts(cookie)).toEqual(before);
  });
});

describe("nothing executable is rendered back", () => {
  it("stored HTML in a comment, a league team and a course comment is shown as text", async () => {
    // The league lists teams at once only with approval turned off in the panel.
    const signIn = await fetch(`${server.url}/admin/entrar`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "profe@ef.test", password: "clave-del-profe-bad-input" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(
      (
        await fetch(`${server.url}/admin/ajustes`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie },
          body: new URLSearchParams({ intent: "moderation" }),
        })
      ).status,
    ).toBe(302);
    const evil = '<script>alert("xss")</script><img src=x onerror=alert(2)>';
    expect(
      (await send("/blog", new URLSearchParams({ _form: "comentario-1", author_name: "Intruso", content: evil })))
        .status,
    ).toBe(303);
    expect(
      (
        await send(
          "/campeonatos/fernando-iii-league",
          new URLSearchParams({
            name: `<b onmouseover=alert(3)>X</b>`,
            captain: evil,
            sport: "Baloncesto",
            members: evil,
          }),
        )
      ).status,
    ).toBe(303);
    expect(
      (
        await send(
          "/cursos/noticias?curso=2-eso",
          new URLSearchParams({ news_id: "2", author_name: "Intruso", author_course: "2º", content: evil }),
        )
      ).status,
    ).toBe(303);
    for (const page of ["/blog", "/campeonatos/fernando-iii-league", "/cursos/noticias?curso=2-eso"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html, page).not.toContain('<script>alert("xss")');
      expect(html, page).not.toContain("<img src=x onerror");
      expect(html, page).not.toContain("<b onmouseover");
      expect(html, page).toContain("&lt;script&gt;");
    }
  });
});

describe("rate limits", () => {
  it(
    "refuses a browser's submission after its allowance within the window (429, Spanish notice)",
    { timeout: 120_000 },
    async () => {
      const limited = await startServer({
        DATA_DIR: preparedDataDir("ef-limit-"),
        PUBLIC_WRITES_PER_MINUTE: "3",
      });
      try {
        // The limit counts per minute (a fixed window): start well inside one.
        const intoMinute = Date.now() % 60_000;
        if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
        const statuses: number[] = [];
        let last = "";
        // Like a browser: the page view gives it its identity, which goes with every submission.
        const page = await fetch(`${limited.url}/cursos/buzon-sugerencias`, { headers: { Accept: "text/html" } });
        await page.arrayBuffer();
        const cookie =
          page.headers
            .getSetCookie()
            .find((c) => c.startsWith("ef_navegador="))
            ?.split(";")[0] ?? "";
        expect(cookie).not.toBe("");
        for (let i = 0; i < 5; i++) {
          const r = await fetch(`${limited.url}/cursos/buzon-sugerencias`, {
            method: "POST",
            redirect: "manual",
            headers: { cookie },
            body: new URLSearchParams({ name: "Ana", course: "2º", message: `idea ${i}` }),
          });
          statuses.push(r.status);
          last = await r.text();
        }
        // Three are its allowance.
        expect(statuses).toEqual([303, 303, 303, 429, 429]);
        expect(last).toMatch(/Demasiad/);
      } finally {
        limited.child.kill("SIGTERM");
        await limited.exited;
      }
    },
  );
});
