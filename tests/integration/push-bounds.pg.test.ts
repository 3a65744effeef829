import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushFollows, pushOutbox, pushSubscriptions } from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import { routerContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { type Client, DEFAULT_CLIENT_LIMITS } from "../../app/platform/server/rate-limit.server";
import { action as subscriptionAction } from "../../app/routes/avisos/suscripcion";
import {
  deliverDuePush,
  fanOutPushEvents,
  recordPushEvent,
  type PushOutcome,
  type PushSender,
} from "../../app/push/index.server";
import { PUSH_MAX_ATTEMPTS } from "../../app/push/domain/push-topics";
import { firstPending, openTournament } from "../helpers/tournament";
import { browserSubscription } from "../helpers/push-endpoint";

/**
 * What keeps the push tables bounded and the families' notices first: new subscriptions counted per
 * address and browser, dead ones removed, and the outbox sending phones reached before first.
 */
let handle: DatabaseHandle;
let context: AppContext;
const ORIGIN = "http://127.0.0.1:9";

beforeAll(async () => {
  ({ handle, context } = await openTournament());
});
afterAll(async () => {
  await handle?.close();
});

async function follow(client: Client, phone: string, team: number) {
  const request = new Request("http://localhost/avisos/suscripcion", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      intent: "follow",
      subscription: browserSubscription(ORIGIN, `/${phone}`).json,
      topic: { kind: "team", target: String(team) },
    }),
  });
  const response = (await subscriptionAction({
    request,
    context: routerContext({ ...context, client, limits: DEFAULT_CLIENT_LIMITS }),
    params: {},
  } as never)) as Response;
  return { status: response.status, data: (await response.json()) as { message?: string } };
}

describe("new push subscriptions", () => {
  it("are counted per address and per browser in ten minutes; a phone already subscribed follows more freely", async () => {
    const team = (await firstPending("futbol-femenino")).team1Id;
    const accepted = async (clients: Client[], prefix: string) => {
      let ok = 0;
      let refusal = "";
      for (const [i, client] of clients.entries()) {
        const answer = await follow(client, `${prefix}-${i}`, team);
        if (answer.status === 200) ok++;
        else refusal ||= `${answer.status} ${answer.data.message}`;
      }
      return { ok, refusal };
    };
    // A script without cookies at one address: a third of the address's 60.
    const script = await accepted(
      Array.from({ length: 100 }, () => ({ ip: "198.51.100.30", browserId: null })),
      "guion",
    );
    expect(script.ok).toBe(20);
    expect(script.refusal).toBe(
      "429 Se han activado muchos avisos desde esta red en poco tiempo. Inténtalo de nuevo dentro de unos minutos.",
    );
    // One browser making subscription after subscription: 3.
    const one = await accepted(
      Array.from({ length: 10 }, () => ({ ip: "198.51.100.31", browserId: "uno", established: true })),
      "uno",
    );
    expect(one.ok).toBe(3);
    // A school's address: 60 phones that were here before, then no more for ten minutes.
    const school = await accepted(
      Array.from({ length: 80 }, (_, i) => ({ ip: "198.51.100.32", browserId: `movil-${i}`, established: true })),
      "colegio",
    );
    expect(school.ok).toBe(60);
    // IPv6 addresses of one /64 are one address.
    const six = await accepted(
      Array.from({ length: 40 }, (_, i) => ({ ip: `2001:db8:1:2::${(i + 1).toString(16)}`, browserId: null })),
      "seis",
    );
    expect(six.ok).toBe(20);
    // A phone already subscribed following another team is not a new subscription.
    const other = (await firstPending("futbol-masculino")).team1Id;
    const request = new Request("http://localhost/avisos/suscripcion", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        intent: "follow",
        subscription: browserSubscription(ORIGIN, "/guion-0").json,
        topic: { kind: "team", target: String(other) },
      }),
    });
    const again = (await subscriptionAction({
      request,
      context: routerContext({
        ...context,
        client: { ip: "198.51.100.30", browserId: null },
        limits: DEFAULT_CLIENT_LIMITS,
      }),
      params: {},
    } as never)) as Response;
    expect(again.status).toBe(200);
    expect(await handle.db.$count(pushSubscriptions)).toBe(20 + 3 + 60 + 20);
  });
});

describe("the outbox", () => {
  it("sends the phones it reached before first, ahead of hundreds never reached, and removes the dead", async () => {
    await handle.db.delete(pushSubscriptions);
    const phone = (i: number) => {
      const { json } = browserSubscription(ORIGIN, `/p-${i}`);
      return { endpoint: json.endpoint, ...json.keys };
    };
    // 600 subscriptions a script made, then 5 families' phones that were told of something yesterday.
    const made = await handle.db
      .insert(pushSubscriptions)
      .values(Array.from({ length: 600 }, (_, i) => phone(i)))
      .returning({ id: pushSubscriptions.id });
    const families = await handle.db
      .insert(pushSubscriptions)
      .values(
        Array.from({ length: 5 }, (_, i) => ({ ...phone(1000 + i), deliveredAt: new Date(Date.now() - 86_400_000) })),
      )
      .returning({ id: pushSubscriptions.id });
    await handle.db.insert(pushFollows).values(
      [...made, ...families].map(({ id }) => ({
        subscriptionId: id,
        kind: "team" as const,
        target: "77",
        label: "Equipo",
        url: "/campeonatos",
      })),
    );
    await recordPushEvent(handle.db, {
      message: { title: "Resultado", body: "2–1", tag: "m-1" },
      audience: [{ kind: "team", target: "77", url: "/campeonatos" }],
    });
    expect(await fanOutPushEvents(handle.db)).toBe(605);

    const familyIds = new Set(families.map((f) => f.id));
    const familyEndpoints = new Set(
      (
        await handle.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.id, [...familyIds]))
      ).map((s) => s.endpoint),
    );
    const order: string[] = [];
    // The script's endpoints never answer well; the families' do.
    const send: PushSender = async (subscription) => {
      order.push(subscription.endpoint);
      return familyEndpoints.has(subscription.endpoint) ? "sent" : { retry: "HTTP 500" };
    };
    let clock = Date.now();
    await deliverDuePush(handle.db, send, () => new Date(clock));
    expect(order.slice(0, 5).every((endpoint) => familyEndpoints.has(endpoint))).toBe(true);

    // Every try of the script's messages fails, to the last: their subscriptions, never reached, go.
    for (let round = 1; round < PUSH_MAX_ATTEMPTS; round++) {
      clock += 2 * 3_600_000;
      await deliverDuePush(handle.db, send, () => new Date(clock));
    }
    const left = await handle.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    expect(left.map((s) => s.id).sort()).toEqual([...familyIds].sort());
    expect(await handle.db.$count(pushOutbox, inArray(pushOutbox.subscriptionId, [...familyIds]))).toBe(5);

    // A family's phone reached lately whose message fails for good stays (the push service may be down).
    await recordPushEvent(handle.db, {
      message: { title: "Otro", body: "3–0", tag: "m-2" },
      audience: [{ kind: "team", target: "77", url: "/campeonatos" }],
    });
    await fanOutPushEvents(handle.db, new Date(clock));
    const failing = async (): Promise<PushOutcome> => ({ retry: "HTTP 503" });
    for (let round = 0; round < PUSH_MAX_ATTEMPTS; round++) {
      await deliverDuePush(handle.db, failing, () => new Date(clock));
      clock += 86_400_000;
    }
    expect(await handle.db.$count(pushSubscriptions)).toBe(5);
    const [one] = await handle.db
      .select({ deliveredAt: pushSubscriptions.deliveredAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, families[0]!.id));
    expect(one!.deliveredAt).not.toBeNull();
  }, 120_000);
});
