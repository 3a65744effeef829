import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOpenFilesLimit } from "../../app/platform/server/open-files.server";
import { preparedDataDir, type RunningServer, startServer } from "../helpers/server-process";

// 1,100 anonymous live streams exhausted systemd's 1,024 open files and made the whole
// site unreachable, /healthz included. The server starts here with a soft limit of 256 (the hard
// one 4,096) and a cap of 60 streams; one address may take 40 as configured, but never more than a
// quarter of the cap (15): two addresses cannot take every slot.
let server: RunningServer;
const dataDir = preparedDataDir("ef-streams-");
const STREAM = "/campeonatos/mantecup/futbol-masculino/en-directo";

beforeAll(async () => {
  server = await startServer(
    { DATA_DIR: dataDir, LIVE_STREAMS_MAX: "60", LIVE_STREAMS_PER_ADDRESS: "40", TRUST_PROXY: "loopback" },
    { prefix: ["prlimit", "--nofile=256:4096", "--"] },
  );
}, 90_000);
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a stream and resolves with its status once the headers arrive (the request stays open). */
function openStream(address: string) {
  const agent = new http.Agent({ keepAlive: false });
  return new Promise<{ status: number; retryAfter: string | undefined; close: () => void }>((resolve, reject) => {
    const request = http.get(
      `${server.url}${STREAM}`,
      { agent, headers: { Accept: "text/event-stream", "X-Forwarded-For": address } },
      (response) => {
        response.on("data", () => {});
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers["retry-after"],
          close: () => request.destroy(),
        });
      },
    );
    request.on("error", reject);
  });
}

describe("live streams", () => {
  it("start with the open-files soft limit raised to the hard one", () => {
    expect(readOpenFilesLimit(server.child.pid!)).toEqual({ soft: 4096, hard: 4096 });
  });

  it(
    "past the cap (per address, then overall) answer 503 with Retry-After, while /healthz and pages answer 200",
    { timeout: 60_000 },
    async () => {
      const school = await Promise.all(Array.from({ length: 50 }, () => openStream("198.51.100.5")));
      const others = await Promise.all(Array.from({ length: 60 }, (_, i) => openStream(`203.0.113.${i + 1}`)));
      const count = (list: { status: number }[], status: number) => list.filter((s) => s.status === status).length;
      console.log(
        `directo: escuela ${count(school, 200)} abiertas / ${count(school, 503)} rechazadas; otras direcciones ${count(others, 200)} / ${count(others, 503)}`,
      );
      expect(count(school, 200)).toBe(15);
      expect(count(school, 503)).toBe(35);
      expect(count(others, 200)).toBe(45);
      expect(count(others, 503)).toBe(15);
      expect(school.find((s) => s.status === 503)?.retryAfter).toBe("30");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/campeonatos/mantecup/futbol-masculino`)).status).toBe(200);
      // A closed stream gives its slot back.
      for (const stream of [...school, ...others]) stream.close();
      await new Promise((r) => setTimeout(r, 500));
      const again = await openStream("198.51.100.5");
      expect(again.status).toBe(200);
      again.close();
    },
  );
});
