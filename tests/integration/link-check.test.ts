import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks, collectSiteLinks, type SiteLink } from "../../app/site/server/link-check.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createTestDatabase } from "../helpers/test-database";
import { linkChecks, newsItems } from "../../db/schema";
import * as layout from "../../app/routes/admin/layout";
import * as linkCheckPage from "../../app/routes/admin/enlaces";
import { testContext } from "../helpers/app-context";
import { signInTeacherAndOrganiser } from "../helpers/staff";
import { callRoute, dataOf, type RouteFunction, statusOf } from "../helpers/route-call";

/** A local server that answers as the web does: found, missing, moved, moving for ever, silent, HEAD refused. */
let server: http.Server;
let base: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/ok") return response.writeHead(200, { "content-type": "text/html" }).end("<p>hola</p>");
    if (path === "/missing") return response.writeHead(404).end();
    if (path === "/moved") return response.writeHead(301, { location: "/ok" }).end();
    if (path.startsWith("/loop")) return response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === "/no-head") return response.writeHead(request.method === "HEAD" ? 405 : 200).end();
    if (path === "/error") return response.writeHead(500).end();
    // /slow: never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = await createTestDatabase();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

const link = (path: string): SiteLink => ({
  url: `${base}${path}`,
  label: path,
  places: [{ page: "Prueba", path: "/", editPath: null }],
});

describe("checkLinks", () => {
  it("tells working links from broken ones, follows redirects to a limit, and gives up on a silent server", async () => {
    const started = Date.now();
    const results = await checkLinks(["/ok", "/missing", "/moved", "/loop", "/slow", "/no-head", "/error"].map(link), {
      allowPrivateAddresses: true,
      timeoutMs: 500,
      maxRedirects: 3,
    });
    expect(results.map((r) => [r.label, r.ok, r.problem])).toEqual([
      ["/ok", true, null],
      ["/missing", false, "La página no existe (404)."],
      ["/moved", true, null],
      ["/loop", false, "Redirige más de 3 veces."],
      ["/slow", false, "No responde en 0.5 segundos."],
      ["/no-head", true, null],
      ["/error", false, "El servidor responde con un error (500)."],
    ]);
    // A few at a time: the silent one does not hold the others up for long.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("without the tests' setting, never connects to loopback or private addresses, by number or by name", async () => {
    let reached = 0;
    server.once("request", () => reached++);
    const results = await checkLinks(
      [
        `${base}/ok`,
        "http://localhost/ok",
        "http://10.0.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/",
        "ftp://example.org/file",
        "no es un enlace",
      ].map((url) => ({
        url,
        label: url,
        places: [],
      })),
      { allowPrivateAddresses: false, timeoutMs: 500 },
    );
    expect(results.map((r) => r.problem)).toEqual([
      "Apunta a una dirección local o privada: no se comprueba.",
      "Apunta a una dirección local o privada: no se comprueba.",
      "Apunta a una dirección local o privada: no se comprueba.",
      "Apunta a una dirección local o privada: no se comprueba.",
      "Apunta a una dirección local o privada: no se comprueba.",
      "Solo se comprueban enlaces http o https.",
      "Solo se comprueban enlaces http o https.",
    ]);
    expect(reached).toBe(0);
  });
});

describe("collectSiteLinks", () => {
  it("lists every external link and video of the site once, with the pages it is on and where to edit it", async () => {
    const links = await collectSiteLinks(handle.db);
    const byLabel = (label: string) => links.find((l) => l.label === label);
    expect(byLabel("Facebook")?.places).toEqual([
      { page: "Pie de página (todas las páginas)", path: "/", editPath: "/admin/ajustes" },
    ]);
    expect(byLabel("Retos del mes")).toMatchObject({
      url: "https://view.genially.com/",
      places: [
        {
          page: "Conquista el Reto",
          path: "/proyectos/conquista-el-reto",
          editPath: "/admin/paginas/proyecto-conquista-el-reto#campo-links-0-href",
        },
      ],
    });
    expect(byLabel("Productos Finales")?.places).toEqual([
      {
        page: "Proyecto Bilingüe",
        path: "/bilinguismo/proyecto-bilingue-24-25",
        editPath: "/admin/paginas/bilinguismo-proyecto#campo-finalProducts-href",
      },
    ]);
    expect(byLabel("Vídeo de YouTube «SyB2025show»")?.url).toBe(
      "https://www.youtube.com/oembed?format=json&url=https://www.youtube.com/watch?v=SyB2025show",
    );
    // The seven resource cards share one folder: one check, one page.
    const folder = links.filter((l) => l.url === "https://drive.google.com/drive/folders/recursos-bilingues-ef");
    expect(folder).toHaveLength(1);
    expect(folder[0]!.places).toEqual([
      {
        page: "Recursos y Materiales",
        path: "/bilinguismo/recursos",
        editPath: "/admin/paginas/bilinguismo-recursos#campo-activities-0-href",
      },
    ]);
    expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
  });
});

describe("the panel's link check", () => {
  it("runs in the background: the request answers at once, the page shows its progress, a second check waits, and the whole check keeps to its time", async () => {
    // 40 links that never answer; each is given up after 1 s, two at a time, 2.5 s for the whole check.
    const hrefs = Array.from({ length: 40 }, (_, i) => `[enlace ${i}](${base}/slow?n=${i})`).join(" ");
    await handle.db.insert(newsItems).values({ title: "Muchos enlaces", date: "2026-11-20", content: hrefs });
    const context = testContext(handle.db, {
      linkCheck: { allowPrivateAddresses: true, timeoutMs: 1_000, concurrency: 2, totalMs: 2_500 },
    });
    const { teacher } = await signInTeacherAndOrganiser(context);
    const panel = (fn: RouteFunction, fields?: Record<string, string>) =>
      callRoute(fn, "/admin/enlaces", { context, cookie: teacher, fields, middleware: layout.middleware });
    type Page = {
      last: { running: boolean; total: number; checked: number; broken: { url: string; problem: string }[] } | null;
    };

    const started = Date.now();
    expect(statusOf(await panel(linkCheckPage.action as RouteFunction, { intent: "check" }))).toBe(302);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(dataOf<Page>(await panel(linkCheckPage.loader as RouteFunction))!.last).toMatchObject({ running: true });
    expect(statusOf(await panel(linkCheckPage.action as RouteFunction, { intent: "check" }))).toBe(409);

    let page: Page;
    for (;;) {
      page = dataOf<Page>(await panel(linkCheckPage.loader as RouteFunction))!;
      if (!page.last!.running) break;
      expect(Date.now() - started).toBeLessThan(6_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const took = Date.now() - started;
    const ours = page.last!.broken.filter((b) => b.url.includes("/slow?n="));
    expect(ours).toHaveLength(40);
    const unchecked = ours.filter((b) => b.problem.startsWith("No se llegó a comprobar")).length;
    console.log(
      `comprobación de 40 enlaces mudos (1 s cada uno, 2 a la vez, 2,5 s en total): ${took} ms, ${40 - unchecked} comprobados, ${unchecked} sin comprobar`,
    );
    expect(unchecked).toBeGreaterThan(20);
    expect(ours.filter((b) => b.problem === "No responde en 1 segundo.").length).toBe(40 - unchecked);
    expect(took).toBeLessThan(2_500 + 1_000 + 1_000);
    expect((await handle.db.select().from(linkChecks))[0]).toMatchObject({ status: "done", checked: page.last!.total });
  });
});
