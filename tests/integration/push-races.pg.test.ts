import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushOutbox } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import {
  createPushSender,
  createPushService,
  ensurePushKeys,
  followTopic,
  recordPushEvent,
} from "../../app/push/index.server";
import { browserSubscription, startPushEndpoint } from "../helpers/push-endpoint";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Two instances of the site send the same outbox. On PostgreSQL (CI runs this file with
 * TEST_DATABASE_URL) their rounds really overlap: each event is fanned out once and each message
 * sent once, never twice, never lost. On PGlite they are serialised.
 */
const ROUNDS = 10;
const PHONES = 60;
let handle: DatabaseHandle;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  endpoint = await startPushEndpoint();
  const phone = browserSubscription(endpoint.origin, "/p");
  for (let i = 0; i < PHONES; i++) {
    await followTopic(
      handle.db,
      { ...phone.json, endpoint: `${endpoint.origin}/p/${i}` },
      { kind: "news", target: "", label: "Novedades", url: "/novedades" },
    );
  }
});
afterAll(async () => {
  await endpoint?.close();
  await handle?.close();
});

describe("two instances sending notices at once", () => {
  it(`fan out each event once and send each message once, over ${ROUNDS} rounds`, async () => {
    const keys = await ensurePushKeys(handle.db);
    const instance = () =>
      createPushService({
        db: handle.db,
        send: createPushSender({ keys, subject: () => "https://ef.iesejemplo.es", allowLoopback: true }),
        log: () => {},
        queueReminders: async () => {},
      });
    const [first, second] = [instance(), instance()];
    for (let round = 0; round < ROUNDS; round++) {
      await recordPushEvent(handle.db, {
        message: { title: "Novedades", body: `Noticia ${round}`, tag: `novedad-${round}` },
        audience: [{ kind: "news", target: "", url: "/novedades" }],
      });
      await Promise.all([first.round(), second.round(), first.round()]);
      expect(endpoint.received, `round ${round}`).toHaveLength(PHONES * (round + 1));
    }
    const paths = endpoint.received.map((r) => r.path);
    expect(new Set(paths).size).toBe(PHONES);
    expect(await handle.db.select().from(pushOutbox)).toHaveLength(PHONES * ROUNDS);
  });
});
