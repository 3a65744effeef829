import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks, collectSiteLinks, type SiteLink } from "../../app/server/link-check.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { createTestDatabase } from "../helpers/test-database";

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

const link = (path: string): SiteLink => ({ url: `${base}${path}`, label: path, places: [{ page: "Prueba", path: "/", editPath: null }] });

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
      [`${base}/ok`, "http://localhost/ok", "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::1]/", "ftp://example.org/file", "no es un enlace"].map((url) => ({
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
    expect(byLabel("Facebook")?.places).toEqual([{ page: "Pie de página (todas las páginas)", path: "/", editPath: "/admin/ajustes" }]);
    expect(byLabel("Retos del mes")).toMatchObject({ url: "https://view.genially.com/", places: [{ page: "Conquista el Reto", path: "/proyectos/conquista-el-reto", editPath: "/admin/paginas/proyecto-conquista-el-reto#campo-links-0-href" }] });
    expect(byLabel("Productos Finales")?.places).toEqual([{ page: "Proyecto Bilingüe", path: "/bilinguismo/proyecto-bilingue-24-25", editPath: "/admin/paginas/bilinguismo-proyecto#campo-finalProducts-href" }]);
    expect(byLabel("Vídeo de YouTube «SyB2025show»")?.url).toBe("https://www.youtube.com/oembed?format=json&url=https://www.youtube.com/watch?v=SyB2025show");
    // The seven resource cards share one folder: one check, one page.
    const folder = links.filter((l) => l.url === "https://drive.google.com/drive/folders/recursos-bilingues-ef");
    expect(folder).toHaveLength(1);
    expect(folder[0]!.places).toEqual([{ page: "Recursos y Materiales", path: "/bilinguismo/recursos", editPath: "/admin/paginas/bilinguismo-recursos#campo-activities-0-href" }]);
    expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
  });
});
