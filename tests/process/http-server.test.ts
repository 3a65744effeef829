import { createHash } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedDataDir, publishCommentsAtOnce, type RunningServer, startServer } from "../helpers/server-process";

// The built server's HTTP behaviour: headers, caching, compression, health, write guards.
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = preparedDataDir("ef-http-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "clave-larga-de-prueba",
    BODY_LIMIT_BYTES: "2048",
    COURSE_PASSWORD_2ESO: "clave-de-2-eso",
  });
  // The page cache's test posts a comment that must show at once (review is the default).
  await publishCommentsAtOnce(server.url, { email: "profesor@ef.local", password: "clave-larga-de-prueba" });
});
afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The teacher's session cookies, signed in through the sign-in form. */
async function teacherSession() {
  const signIn = await fetch(`${server.url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email: "profesor@ef.local", password: "clave-larga-de-prueba" }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.startsWith("ef_staff."))
    .join("; ");
}

describe("the Node server", () => {
  it("sends security headers with a CSP nonce that matches the scripts of a page rendered for one visitor", async () => {
    // The sign-in page is nobody else's: rendered for each request, with its own nonce.
    const response = await fetch(`${server.url}/admin/entrar`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    // A new nonce for every request.
    const again = (await fetch(`${server.url}/admin/entrar`)).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("serves a stored page as stored bytes: no nonce, its inline scripts by hash, an ETag and 304; a write shows at once", async () => {
    await (await fetch(`${server.url}/blog`)).text();
    const cached = await fetch(`${server.url}/blog`, { headers: { "accept-encoding": "br" } });
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    for (const name of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ])
      expect(cached.headers.get(name)).toBeTruthy();
    const csp = cached.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline' 'sha");
    const html = await cached.text();
    expect(html).not.toMatch(/nonce=/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src "))!;
    expect(
      scriptSrc
        .split(" ")
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual(
      [...new Set(inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`))].sort(),
    );
    expect(scriptSrc).toMatch(/^script-src 'self' /);
    // The browser's copy is still good: 304, no body.
    const etag = cached.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const revalidated = await fetch(`${server.url}/blog`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // A phone's first page, from the store: it still gets its browser identity and its visit counted.
    const phone =
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const first = await fetch(`${server.url}/blog`, { headers: { accept: "text/html", "user-agent": phone } });
    expect(first.headers.get("x-page-cache")).toBe("hit");
    expect(first.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(
      expect.arrayContaining(["ef_navegador", "ef_visita"]),
    );

    // A comment posted without JavaScript: the next visitor sees it, not the stored page.
    const comment = `Comentario de la caché ${Date.now()}`;
    const post = await fetch(`${server.url}/blog`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ _form: "comentario-1", author_name: "Ana", content: comment }),
    });
    expect(post.status).toBe(303);
    const after = await fetch(`${server.url}/blog`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(comment);

    // The writer's own next page carries its notice: never from (or into) the cache.
    const notice = post.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(notice).toContain("ef_toast=");
    const own = await fetch(`${server.url}/blog`, { headers: { cookie: notice } });
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(await own.text()).toContain("¡Comentario enviado!");
  });

  it("serves a student who opened a course the shared pages; the ranking only to the same gate cookie", async () => {
    const unlock = await fetch(`${server.url}/cursos/ranking-amigable?curso=2-eso`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ password: "clave-de-2-eso" }),
    });
    expect(unlock.status).toBe(303);
    const gate = unlock.headers
      .getSetCookie()
      .find((c) => c.startsWith("ef_gate_2-eso="))!
      .split(";")[0]!;
    await (await fetch(`${server.url}/cursos/2-eso`)).text();
    const coursePage = await fetch(`${server.url}/cursos/2-eso`, { headers: { cookie: `ef_visita=1; ${gate}` } });
    expect(coursePage.headers.get("x-page-cache")).toBe("hit");
    expect(await coursePage.text()).toContain("2º ESO");

    const ranking = () =>
      fetch(`${server.url}/cursos/ranking-amigable?curso=2-eso`, { headers: { cookie: `ef_visita=1; ${gate}` } });
    const first = await ranking();
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    // Opened: the ranking's table, not the gate's password field.
    expect(await first.text()).not.toContain('type="password"');
    // Another student with the same gate cookie (the same for everyone who opened 2º ESO): the same copy.
    const second = await ranking();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(await second.text()).toContain('data-testid="ranking"');
    // A made-up cookie, or none, gets a copy of its own: the gate.
    for (const cookie of ["ef_visita=1; ef_gate_2-eso=inventada", "ef_visita=1"]) {
      const locked = await fetch(`${server.url}/cursos/ranking-amigable?curso=2-eso`, { headers: { cookie } });
      const html = await locked.text();
      expect(html).toContain('type="password"');
      expect(html).not.toContain('data-testid="ranking"');
    }
  });

  it("serves the signed-in teacher the shared pages; who is signed in is asked after load, privately", async () => {
    const session = await teacherSession();
    expect(session).toContain("ef_staff.session_token=");
    await (await fetch(`${server.url}/horarios`)).text();
    const page = await fetch(`${server.url}/horarios`, { headers: { cookie: `ef_visita=1; ${session}` } });
    expect(page.headers.get("x-page-cache")).toBe("hit");

    const asked = await fetch(`${server.url}/admin/sesion`, { headers: { cookie: session } });
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(await asked.json()).toEqual({ signedIn: true, organiserDay: false });
    expect(await (await fetch(`${server.url}/admin/sesion`)).json()).toEqual({ signedIn: false, organiserDay: false });

    // Without JavaScript a match opens as ?partido=ID: rendered for the teacher (no password asked), never stored.
    const competition = await fetch(`${server.url}/campeonatos/mantecup/voleibol-mixto`);
    const matchId = (await competition.text()).match(/\?partido=(\d+)/)?.[1];
    expect(matchId).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const match = await fetch(`${server.url}/campeonatos/mantecup/voleibol-mixto?partido=${matchId}`, {
        headers: { cookie: session },
      });
      expect(match.headers.get("x-page-cache")).toBeNull();
      expect(match.headers.get("cache-control")).toBe("private, no-store");
      expect(await match.text()).toContain("Has iniciado sesión con tu cuenta");
    }
    const anonymousMatch = await fetch(`${server.url}/campeonatos/mantecup/voleibol-mixto?partido=${matchId}`);
    expect(await anonymousMatch.text()).not.toContain("Has iniciado sesión con tu cuenta");
  });

  it("never keeps a page's preview: the teacher's shows the banner, anybody else's is the published page", async () => {
    const session = await teacherSession();
    for (let i = 0; i < 2; i++) {
      const teacher = await fetch(`${server.url}/proyectos/health-leaders?vista-previa=proyecto-health-leaders`, {
        headers: { cookie: session },
      });
      expect(teacher.headers.get("x-page-cache")).toBeNull();
      expect(teacher.headers.get("cache-control")).toBe("private, no-store");
      expect(await teacher.text()).toContain("Volver al editor");
      const anybody = await fetch(`${server.url}/proyectos/health-leaders?vista-previa=proyecto-health-leaders`);
      expect(anybody.headers.get("x-page-cache")).toBeNull();
      expect(anybody.headers.get("cache-control")).toBe("private, no-store");
      const html = await anybody.text();
      expect(html).not.toContain("Volver al editor");
      expect(html).toContain("Health Leaders es un programa de alumnado mentor");
    }
  });

  it("caches hashed assets for a year and compresses text", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // A script the page loads (named in its module script, which adds the links after the first paint).
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const plain = await (await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "identity" } })).text();
    expect(await response.text()).toBe(plain);
    // Brotli for browsers that take it: compressed at build time, the same bytes once decoded.
    const brotli = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(brotli.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await brotli.text()).toBe(plain);
  });

  it("serves an image uploaded in the panel for a year, sandboxed; uploads have their own size limit", async () => {
    const signIn = await fetch(`${server.url}/admin/entrar`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "profesor@ef.local", password: "clave-larga-de-prueba" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // A real PNG, padded after its end to 10 KB: more than this server's 2 KB form limit.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAHEAQCLFJp6AAAAAElFTkSuQmCC",
      "base64",
    );
    const file = new Uint8Array(10_240);
    file.set(png);
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([file], "pista.png", { type: "image/png" }));
    const upload = await fetch(`${server.url}/admin/imagenes`, {
      method: "POST",
      body: form,
      headers: { cookie },
      redirect: "manual",
    });
    expect(upload.status).toBe(302);

    const page = await (await fetch(`${server.url}/admin/imagenes`, { headers: { cookie } })).text();
    const url = page.match(/\/subidas\/[0-9a-f]{24}\.png/)?.[0];
    expect(url).toBeTruthy();
    const image = await fetch(`${server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    // The stored image is the upload made fit for phones (re-encoded without metadata): the same picture.
    const { default: sharp } = await import("sharp");
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 3,
      height: 2,
    });
    expect((await fetch(`${server.url}/subidas/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it("answers /healthz with the database state", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses writes from another origin and bodies over the limit, in Spanish", async () => {
    const foreign = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { Origin: "https://otra-web.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=a",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("Solicitud rechazada");
    const big = await fetch(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"a".repeat(5000)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("El envío es demasiado grande");
  });

  it("answers an unknown address with the Spanish 404 page", async () => {
    const response = await fetch(`${server.url}/no-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Página no encontrada");
  });

  it("guards every page, data request and export below /admin in the layout's middleware, before any loader", async () => {
    // A child route's data is fetched on its own (client navigation): it is guarded all the same.
    for (const url of [
      "/admin/ajustes",
      "/admin/ajustes.data",
      "/admin/buzon/exportar.csv?lista=mensajes",
      "/admin/contenido/blog.data",
    ]) {
      const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
      const text = await response.text();
      expect(response.status === 302 || (response.status === 202 && text.includes("SingleFetchRedirect")), url).toBe(
        true,
      );
      expect(text, url).not.toMatch(/teacherName|course:2-eso|consultas/);
    }
  });
});
