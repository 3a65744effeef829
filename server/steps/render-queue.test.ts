import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderQueue } from "./render-queue";

/**
 * A server whose GET /n answers when the test says so, through the queue: what started, in order,
 * and how many were under way at most.
 */
async function queuedServer(rendersAtOnce: number) {
  const started: string[] = [];
  const answer = new Map<string, (stream?: boolean, type?: string) => void>();
  let underway = 0;
  let most = 0;
  const app = express();
  app.use(renderQueue(rendersAtOnce));
  app.use((req, res) => {
    started.push(req.path);
    underway += 1;
    most = Math.max(most, underway);
    answer.set(req.path, (stream, type = "text/event-stream") => {
      underway -= 1;
      if (stream) {
        // Headers out, the body still coming (a streamed page, a live channel).
        res.writeHead(200, { "Content-Type": type });
        res.write("primera parte");
        answer.set(req.path, () => res.end());
      } else res.type("text/html").send(req.method);
    });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  const until = async (condition: () => boolean) => {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(condition()).toBe(true);
  };
  return { base, started, answer, until, most: () => most };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe("renderQueue", () => {
  it("renders a few pages at a time, in the order they arrived", async () => {
    const { base, started, answer, until, most } = await queuedServer(2);
    const responses = ["/1", "/2", "/3", "/4", "/5"].map((path, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 20)).then(() => fetch(`${base}${path}`).then((r) => r.text())),
    );
    await until(() => started.length === 2);
    await new Promise((r) => setTimeout(r, 120)); // all five have arrived
    expect(started).toEqual(["/1", "/2"]);
    answer.get("/2")!();
    await until(() => started.length === 3);
    expect(started).toEqual(["/1", "/2", "/3"]);
    answer.get("/1")!();
    await until(() => started.length === 4);
    answer.get("/3")!();
    answer.get("/4")!();
    await until(() => started.length === 5);
    answer.get("/5")!();
    expect(await Promise.all(responses)).toEqual(["GET", "GET", "GET", "GET", "GET"]);
    expect(started).toEqual(["/1", "/2", "/3", "/4", "/5"]);
    expect(most()).toBe(2);
  });

  it("lets the next one in once an answer's headers are out, before its body ends", async () => {
    const { base, started, answer, until } = await queuedServer(1);
    const stream = fetch(`${base}/en-directo`);
    await until(() => started.length === 1);
    const page = fetch(`${base}/pagina`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(["/en-directo"]);
    answer.get("/en-directo")!(true);
    await until(() => started.length === 2);
    answer.get("/pagina")!();
    expect(await page).toBe("GET");
    answer.get("/en-directo")!();
    expect(await (await stream).text()).toBe("primera parte");
  });

  it("keeps a page's place until it is written whole", async () => {
    const { base, started, answer, until } = await queuedServer(1);
    const page = fetch(`${base}/pagina-larga`);
    await until(() => started.length === 1);
    const next = fetch(`${base}/siguiente`).then((r) => r.text());
    // The page's headers and a first part go out as text/html: its place is still taken.
    answer.get("/pagina-larga")!(true, "text/html");
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(["/pagina-larga"]);
    answer.get("/pagina-larga")!();
    await until(() => started.length === 2);
    answer.get("/siguiente")!();
    expect(await next).toBe("GET");
    expect(await (await page).text()).toBe("primera parte");
  });

  it("lets writes through at once, and gives no place to a visitor who left while waiting", async () => {
    const { base, started, answer, until } = await queuedServer(1);
    const first = fetch(`${base}/primera`).then((r) => r.text());
    await until(() => started.length === 1);
    const gone = new AbortController();
    fetch(`${base}/abandonada`, { signal: gone.signal }).catch(() => "abandonada");
    await new Promise((r) => setTimeout(r, 30));
    gone.abort();
    const post = fetch(`${base}/formulario`, { method: "POST" }).then((r) => r.text());
    await until(() => started.length === 2);
    expect(started).toEqual(["/primera", "/formulario"]);
    answer.get("/formulario")!();
    expect(await post).toBe("POST");
    const next = fetch(`${base}/siguiente`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 30));
    answer.get("/primera")!();
    await until(() => started.length === 3);
    expect(started).toEqual(["/primera", "/formulario", "/siguiente"]);
    answer.get("/siguiente")!();
    expect(await Promise.all([first, next])).toEqual(["GET", "GET"]);
  });
});
