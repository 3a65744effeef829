import fs from "node:fs";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_CHILD_IDLE_MS, IMAGE_WORK_FLAG } from "../../app/images/server/image-child.server";
import { preparedDataDir, type RunningServer, startServer } from "../helpers/server-process";

// 100 unfinished anonymous uploads of 12.6 MB raised the server's memory by 733 MB, never
// given back. The session is checked before the body is read, uploads stream to disk, and only two
// are received at once.
let server: RunningServer;
const dataDir = preparedDataDir("ef-uploads-");
const ADMIN = { email: "profe@ef.test", password: "clave-del-profe-subidas" };

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 90_000);
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rssMB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))![1]) / 1024;
const BOUNDARY = "----ef-prueba";

/** Starts an upload of `declared` bytes, sends `sent` of them and stalls; resolves with the status line if one comes. */
function unfinishedUpload(cookie: string, declared: number, sent: number) {
  const url = new URL(server.url);
  const socket = net.connect(Number(url.port), url.hostname);
  const status = new Promise<number | null>((resolve) => {
    socket.once("data", (chunk) => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0)));
    socket.once("close", () => resolve(null));
    socket.once("error", () => resolve(null));
  });
  socket.write(
    `POST /admin/imagenes HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declared}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}\r\n`,
  );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  socket.write(head);
  socket.write(Buffer.alloc(sent, 7));
  return { socket, status };
}

async function signIn() {
  const answer = await fetch(`${server.url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...ADMIN, volver: "/admin" }),
  });
  expect(answer.status).toBe(302);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("the image upload's body", () => {
  it(
    "is not read for anyone without a staff session: 100 unfinished 12.6 MB uploads leave memory where it was and /healthz answering",
    { timeout: 120_000 },
    async () => {
      // Warm up: the pages and the database's first queries.
      for (const page of ["/", "/admin/entrar", "/healthz"]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
      const before = rssMB();
      const uploads = Array.from({ length: 100 }, () => unfinishedUpload("", 12_600_000, 1_000_000));
      const statuses = await Promise.all(uploads.map((u) => u.status));
      await new Promise((r) => setTimeout(r, 1_000));
      const after = rssMB();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      for (const u of uploads) u.socket.destroy();
      console.log(
        `100 subidas anónimas sin terminar: memoria ${before.toFixed(0)} → ${after.toFixed(0)} MB; respuestas ${[...new Set(statuses)].join(", ")}`,
      );
      expect(statuses.every((s) => s === 403)).toBe(true);
      expect(after - before).toBeLessThan(60);
    },
  );

  it(
    "for the teacher streams to disk, two at a time: a third upload meanwhile is asked to wait (503, Retry-After)",
    { timeout: 60_000 },
    async () => {
      const cookie = await signIn();
      const before = rssMB();
      const first = unfinishedUpload(cookie, 12_600_000, 6_000_000);
      const second = unfinishedUpload(cookie, 12_600_000, 6_000_000);
      await new Promise((r) => setTimeout(r, 800));
      const third = unfinishedUpload(cookie, 12_600_000, 100_000);
      expect(await third.status).toBe(503);
      const after = rssMB();
      console.log(
        `dos subidas del profesor a medias (6 MB cada una): memoria ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
      );
      expect(after - before).toBeLessThan(40);
      for (const u of [first, second, third]) u.socket.destroy();
      // Once they are gone, the next one is received.
      await new Promise((r) => setTimeout(r, 300));
      const form = new FormData();
      form.append("intent", "upload");
      form.append("file", new Blob([Buffer.from("no es una imagen")], { type: "image/png" }), "x.png");
      const answer = await fetch(`${server.url}/admin/imagenes`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { cookie },
      });
      expect(answer.status).toBe(415);
      expect(await answer.text()).toContain("Solo se admiten imágenes PNG, JPEG, WebP o GIF.");
    },
  );
});

describe("a photo the teacher uploads", () => {
  const imageLibraryLoaded = (pid: number) => fs.readFileSync(`/proc/${pid}/maps`, "utf8").includes("libvips");
  /** The server's image children: processes whose parent is the server and whose arguments carry the flag. */
  const childrenOf = (pid: number) =>
    fs.readdirSync("/proc").filter((entry) => {
      try {
        const parent = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1];
        return parent === String(pid) && fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(IMAGE_WORK_FLAG);
      } catch {
        return false; // not a process, or gone meanwhile
      }
    });

  it(
    "is made in a child process that leaves when idle: the server never loads the image library",
    { timeout: 60_000 },
    async () => {
      const cookie = await signIn();
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a6" } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new File([new Uint8Array(jpeg)], "pista.jpg", { type: "image/jpeg" }));
      const answer = await fetch(`${server.url}/admin/imagenes/subir`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: server.url },
      });
      expect(answer.status).toBe(200);
      const { reply } = (await answer.json()) as { reply: { url: string; thumb: string } };
      const variant = await fetch(`${server.url}${reply.thumb}`);
      expect(variant.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);

      const pid = server.child.pid!;
      expect(childrenOf(pid)).toHaveLength(1);
      expect(imageLibraryLoaded(pid)).toBe(false);
      const deadline = Date.now() + IMAGE_CHILD_IDLE_MS + 10_000;
      while (childrenOf(pid).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(childrenOf(pid)).toHaveLength(0);
      expect(imageLibraryLoaded(pid)).toBe(false);
    },
  );
});
