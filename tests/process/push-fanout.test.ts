import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedDataDir, type RunningServer, startServer, UNLIMITED_CLIENT_ENV } from "../helpers/server-process";
import { browserSubscription, startPushEndpoint } from "../helpers/push-endpoint";

/**
 * Notices to phones at a school's scale, on the built server: 5,000 phones follow the two teams of a match.
 * The organiser's save is answered at once (the notices are sent after it), and every phone's
 * message has left within a minute; the stand-in push service counts them.
 */

const PHONES = 5_000;
const ORGANISER_PASSWORD = "clave-organiza";
const PAGE = "/campeonatos/mantecup/futbol-masculino";

let server: RunningServer;
let dataDir: string;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  dataDir = preparedDataDir("ef-push-");
  endpoint = await startPushEndpoint();
  server = await startServer({
    DATA_DIR: dataDir,
    ORGANISER_PASSWORD,
    PUSH_ALLOW_LOOPBACK: "on",
    ...UNLIMITED_CLIENT_ENV,
  });
});
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  await endpoint?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A pending match of the page, and its two teams' ids (from the «Sigue a tu equipo» list). */
async function pendingMatch() {
  const html = await (await fetch(`${server.url}${PAGE}`)).text();
  const teams = new Map([...html.matchAll(/<option value="(\d+)">([^<]+)<\/option>/g)].map((m) => [m[2]!, m[1]!]));
  const card =
    /<a id="partido-(\d+)"[^>]*><span><span>([^<]+)<\/span><strong[^>]*>vs<\/strong><span>([^<]+)<\/span>/.exec(html)!;
  return { id: card[1]!, team1: teams.get(card[2]!)!, team2: teams.get(card[3]!)!, names: [card[2]!, card[3]!] };
}

describe("notices to 5,000 phones", () => {
  it("answers the organiser's save at once and sends every phone its message within a minute", async () => {
    const match = await pendingMatch();
    // One browser's keys for all (each message is still encrypted and signed on its own).
    const phone = browserSubscription(endpoint.origin, "/telefono");
    const started = performance.now();
    let next = 0;
    const follow = async () => {
      while (next < PHONES) {
        const i = next++;
        const response = await fetch(`${server.url}/avisos/suscripcion`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            intent: "follow",
            subscription: { ...phone.json, endpoint: `${endpoint.origin}/telefono/${i}` },
            topic: { kind: "team", target: i % 2 ? match.team1 : match.team2 },
          }),
        });
        expect(response.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: 20 }, follow));
    const followMs = performance.now() - started;

    // The organiser: today's pass, then the result, as the page's script sends it.
    const unlock = await fetch(`${server.url}${PAGE}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock", partido: match.id, password: ORGANISER_PASSWORD }),
    });
    const cookie = unlock.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("ef_organiser_day=");
    const saveStarted = performance.now();
    const saved = await fetch(`${server.url}${PAGE}.data`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "save", partido: match.id, team1: "2", team2: "1", _js: "1" }),
    });
    const body = await saved.text();
    const ackMs = performance.now() - saveStarted;
    const sentAtAck = endpoint.received.length;
    expect(saved.status).toBe(200);
    expect(body).toContain("¡Resultado Actualizado!");

    const sendStarted = performance.now();
    await expect.poll(() => endpoint.received.length, { timeout: 60_000, interval: 250 }).toBe(PHONES);
    const allSentMs = performance.now() - saveStarted;
    console.log(
      JSON.stringify({
        phones: PHONES,
        followMs: Math.round(followMs),
        ackMs: Math.round(ackMs),
        sentAtAck,
        allSentMs: Math.round(allSentMs),
      }),
    );
    // The save did not wait for the phones, and took the organiser no longer than a save without followers.
    expect(sentAtAck).toBeLessThan(PHONES);
    expect(ackMs).toBeLessThan(100);
    expect(performance.now() - sendStarted).toBeLessThan(60_000);
    // One message each, to every phone, and each one readable with its keys.
    expect(new Set(endpoint.received.map((r) => r.path)).size).toBe(PHONES);
    const sample = endpoint.received[PHONES - 1]!;
    expect(phone.decrypt(sample.body)).toMatchObject({
      body: `Resultado: ${match.names[0]} 2 – 1 ${match.names[1]}`,
    });
  });
});
