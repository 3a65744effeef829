import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  newsItems,
  pushFollows,
  pushOutbox,
  pushSubscriptions,
  siteSettings,
  tournamentMatches,
  tournamentTeams,
} from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import { routerContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { action as subscriptionAction, loader as keyLoader } from "../../app/routes/avisos/suscripcion";
import { createPushSender, createPushService, ensurePushKeys } from "../../app/push/index.server";
import { queueMatchReminders } from "../../app/competitions/index.server";
import { addMatch, rescheduleMatch } from "../../app/competitions/server/scheduling.server";
import { createNewsItem } from "../../app/news/server/news.server";
import { madridLocalToDate } from "../../app/platform/domain/madrid-time";
import { firstPending, openTournament, post, unlock } from "../helpers/tournament";
import { browserSubscription, startPushEndpoint } from "../helpers/push-endpoint";

/**
 * A phone follows a team through the page's request; what the site then sends reaches a
 * stand-in push service, encrypted for that phone, and the phone's keys read it.
 */

let handle: DatabaseHandle;
let context: AppContext;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let clock = new Date();

const service = () =>
  createPushService({
    db: handle.db,
    send: createPushSender({
      keys: keysOf,
      subject: () => "https://ef.iesejemplo.es",
      allowLoopback: true,
    }),
    log: () => {},
    queueReminders: queueMatchReminders,
    now: () => clock,
  });
let keysOf: Awaited<ReturnType<typeof ensurePushKeys>>;

async function ask(body: unknown) {
  const request = new Request("http://localhost/avisos/suscripcion", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = (await subscriptionAction({
    request,
    context: routerContext(context),
    params: {},
  } as never)) as Response;
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

/** A news item the teacher publishes (its followers are told). */
const publishNews = (title: string, date: string) =>
  handle.db.transaction((tx) =>
    createNewsItem(tx, {
      title,
      date,
      content: "Texto.",
      imageText: "",
      imageUrl: null,
      pinned: false,
      tags: [],
    } as never),
  );

async function teamOf(matchId: number) {
  const [match] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, matchId));
  const teams = await handle.db.select().from(tournamentTeams);
  const name = (id: number) => teams.find((t) => t.id === id)!.name;
  return { match: match!, team1: name(match!.team1Id), team2: name(match!.team2Id) };
}

beforeAll(async () => {
  ({ handle, context } = await openTournament());
  keysOf = await ensurePushKeys(handle.db);
  endpoint = await startPushEndpoint();
});
afterAll(async () => {
  await endpoint?.close();
  await handle?.close();
});

describe("notices to phones", () => {
  it("gives the server's public key, the same on every ask, and never the private one", async () => {
    const first = (await (
      (await keyLoader({
        request: new Request("http://localhost/avisos/suscripcion"),
        context: routerContext(context),
        params: {},
      } as never)) as Response
    ).json()) as Record<string, string>;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Object.keys(first)).toEqual(["publicKey"]);
    expect((await ensurePushKeys(handle.db)).publicKey).toBe(first.publicKey);
  });

  it("refuses what is not a push service, a team that does not exist, and a malformed request, in Spanish", async () => {
    const phone = browserSubscription(endpoint.origin, "/refused");
    const evil = { ...phone.json, endpoint: "https://192.168.1.10/admin" };
    const match = await firstPending("futbol-femenino");
    const topic = { kind: "team", target: String(match.team1Id) };
    expect(await ask({ intent: "follow", subscription: evil, topic })).toEqual({
      status: 400,
      data: { ok: false, message: "Este navegador usa un servicio de avisos que la web no admite." },
    });
    expect(
      await ask({ intent: "follow", subscription: phone.json, topic: { kind: "team", target: "999999" } }),
    ).toEqual({
      status: 404,
      data: { ok: false, message: "Eso ya no está en la web." },
    });
    expect((await ask("{not json")).status).toBe(400);
    expect((await ask({ intent: "follow", subscription: { endpoint: "x" }, topic })).data.message).toBe(
      "La petición de avisos no es válida.",
    );
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("sends a saved result to the team's phone, encrypted for it; the phone reads the teams and the score", async () => {
    const match = await firstPending("futbol-femenino");
    const { team1, team2 } = await teamOf(match.id);
    const phone = browserSubscription(endpoint.origin, "/phone-1");
    const followed = await ask({
      intent: "follow",
      subscription: phone.json,
      topic: { kind: "team", target: String(match.team1Id) },
    });
    expect(followed.status).toBe(200);
    expect(followed.data.topic).toMatchObject({ label: expect.stringContaining(team1) });
    // Following twice keeps one follow.
    expect(
      (
        await ask({
          intent: "follow",
          subscription: phone.json,
          topic: { kind: "team", target: String(match.team1Id) },
        })
      ).status,
    ).toBe(200);

    const pass = await unlock("futbol-femenino", match.id);
    const saved = await post("futbol-femenino", {
      intent: "save",
      partido: String(match.id),
      pass,
      team1: "3",
      team2: "1",
    });
    expect(saved.data?.reply?.stage).toBe("saved");
    expect(endpoint.received).toHaveLength(0); // the save does not wait for the phones

    await service().round();
    expect(endpoint.received).toHaveLength(1);
    const [push] = endpoint.received;
    expect(push!.path).toBe("/phone-1");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.headers.authorization).toContain(`k=${keysOf.publicKey}`);
    expect(push!.body.includes(Buffer.from(team1))).toBe(false); // encrypted
    expect(phone.decrypt(push!.body)).toEqual({
      title: "Fútbol Femenino",
      body: `Resultado: ${team1} 3 – 1 ${team2}`,
      url: `/campeonatos/mantecup/futbol-femenino?equipo=${match.team1Id}`,
      tag: `resultado-${match.id}`,
    });
    // Sent once: another round sends nothing more.
    await service().round();
    expect(endpoint.received).toHaveLength(1);

    // «Mis avisos» lists it; leaving is one request, and the phone is forgotten with its last follow.
    const listed = await ask({ intent: "list", endpoint: phone.json.endpoint });
    expect(listed.data.topics).toEqual([
      expect.objectContaining({
        kind: "team",
        target: String(match.team1Id),
        url: expect.stringContaining("?equipo="),
      }),
    ]);
    expect(
      (
        await ask({
          intent: "unfollow",
          endpoint: phone.json.endpoint,
          topic: { kind: "team", target: String(match.team1Id) },
        })
      ).data,
    ).toEqual({ ok: true, left: 0 });
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("removes a subscription the push service says is gone (410), with its follows", async () => {
    endpoint.received.length = 0;
    endpoint.statusFor.set("/gone", 410);
    const phone = browserSubscription(endpoint.origin, "/gone");
    await ask({ intent: "follow", subscription: phone.json, topic: { kind: "news", target: "" } });
    expect(await handle.db.select().from(pushSubscriptions)).toHaveLength(1);
    await publishNews("Jornada de orientación", "2026-12-01");
    await service().round();
    expect(endpoint.received.map((r) => r.path)).toEqual(["/gone"]);
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("refuses keys no message can be encrypted for, and a NUL in an endpoint, with 400 in Spanish", async () => {
    const phone = browserSubscription(endpoint.origin, "/bad-keys");
    // Base64url of the right length, but not a point of the P-256 curve.
    const poisoned = { ...phone.json, keys: { ...phone.json.keys, p256dh: `B${"A".repeat(86)}` } };
    expect(await ask({ intent: "follow", subscription: poisoned, topic: { kind: "news", target: "" } })).toEqual({
      status: 400,
      data: {
        ok: false,
        message:
          "Este navegador ha dado unas claves de avisos que no sirven. Vuelve a tocar el botón o prueba con otro navegador.",
      },
    });
    for (const body of [
      { intent: "list", endpoint: "https://fcm.googleapis.com/a\u0000b" },
      { intent: "unfollow", endpoint: "https://fcm.googleapis.com/a\u0000b", topic: null },
      { intent: "renew", endpoint: "https://fcm.googleapis.com/a\u0000b", subscription: phone.json },
      {
        intent: "follow",
        subscription: { ...phone.json, endpoint: `${phone.json.endpoint}\u0000` },
        topic: { kind: "news", target: "" },
      },
    ]) {
      expect(await ask(body), body.intent).toEqual({
        status: 400,
        data: { ok: false, message: "La petición de avisos no es válida." },
      });
    }
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("a subscription whose keys cannot be used (stored before they were checked) is dropped; every other phone gets its notice once", async () => {
    endpoint.received.length = 0;
    const phones = ["/fine-1", "/fine-2"].map((path) => browserSubscription(endpoint.origin, path));
    for (const phone of phones) {
      await ask({ intent: "follow", subscription: phone.json, topic: { kind: "news", target: "" } });
    }
    const [poisoned] = await handle.db
      .insert(pushSubscriptions)
      .values({ endpoint: `${endpoint.origin}/poisoned`, p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" })
      .returning({ id: pushSubscriptions.id });
    await handle.db
      .insert(pushFollows)
      .values({ subscriptionId: poisoned!.id, kind: "news", target: "", label: "Novedades", url: "/novedades" });
    await publishNews("Salida al Calvario", "2026-12-02");
    await service().round();
    expect(endpoint.received.map((r) => r.path).sort()).toEqual(["/fine-1", "/fine-2"]);
    expect((await handle.db.select().from(pushSubscriptions)).map((s) => s.endpoint).sort()).toEqual(
      phones.map((p) => p.json.endpoint).sort(),
    );
    expect(await handle.db.select().from(pushOutbox).where(isNull(pushOutbox.sentAt))).toEqual([]);
    // Nothing is left to send again once the claim would have expired.
    clock = new Date(clock.getTime() + 10 * 60_000);
    await service().round();
    expect(endpoint.received).toHaveLength(2);
    for (const phone of phones) await ask({ intent: "unfollow", endpoint: phone.json.endpoint, topic: null });
  });

  it("tells a followed team of tomorrow's match once, at the hour the teacher set, and of a change of day", async () => {
    endpoint.received.length = 0;
    await handle.db.update(siteSettings).set({ pushReminderHour: "18:00" });
    const match = await firstPending("voleibol-mixto");
    const { team1, team2 } = await teamOf(match.id);
    const phone = browserSubscription(endpoint.origin, "/phone-2");
    await ask({ intent: "follow", subscription: phone.json, topic: { kind: "team", target: String(match.team2Id) } });
    // Played on Wednesday 9 December 2026 at 11:15.
    await handle.db.transaction((tx) =>
      rescheduleMatch(tx, "voleibol-mixto", match.id, { day: "2026-12-09", time: "11:15" }),
    );
    clock = madridLocalToDate("2026-12-01T09:00")!;
    await service().round();
    expect(endpoint.received).toHaveLength(1);
    expect(phone.decrypt(endpoint.received[0]!.body)).toMatchObject({
      body: `Cambio de horario: ${team1} – ${team2}, miércoles, 9 de diciembre, 11:15${match.location ? `, ${match.location}` : ""}`,
      url: `/campeonatos/mantecup/voleibol-mixto?equipo=${match.team2Id}`,
    });

    // The day before, a minute early: nothing.
    clock = madridLocalToDate("2026-12-08T17:59")!;
    await service().round();
    expect(endpoint.received).toHaveLength(1);
    // At the hour: the reminder.
    clock = madridLocalToDate("2026-12-08T18:00")!;
    await service().round();
    expect(endpoint.received).toHaveLength(2);
    expect(phone.decrypt(endpoint.received[1]!.body)).toMatchObject({
      title: "Voleibol Mixto",
      body: `Mañana juegan ${team1} – ${team2}, 11:15${match.location ? `, ${match.location}` : ""}`,
    });
    // Later rounds that evening, and another service (a restart), send it no more.
    for (const time of ["18:00", "18:30", "23:59"]) {
      clock = madridLocalToDate(`2026-12-08T${time}`)!;
      await service().round();
    }
    expect(endpoint.received).toHaveLength(2);
  });

  it("tells a followed team of a match it did not have, once", async () => {
    endpoint.received.length = 0;
    const match = await firstPending("baloncesto-mixto");
    const { team1, team2 } = await teamOf(match.id);
    const phone = browserSubscription(endpoint.origin, "/phone-new-match");
    await ask({ intent: "follow", subscription: phone.json, topic: { kind: "team", target: String(match.team1Id) } });
    await handle.db.transaction((tx) =>
      addMatch(tx, "baloncesto-mixto", {
        team1Id: match.team1Id,
        team2Id: match.team2Id,
        day: "2026-12-10",
        time: "11:15",
        groupId: null,
      }),
    );
    clock = madridLocalToDate("2026-12-01T09:00")!;
    await service().round();
    await service().round();
    expect(endpoint.received).toHaveLength(1);
    expect(phone.decrypt(endpoint.received[0]!.body)).toMatchObject({
      title: "Baloncesto Mixto",
      body: `Nuevo partido: ${team1} – ${team2}, jueves, 10 de diciembre, 11:15`,
      url: `/campeonatos/mantecup/baloncesto-mixto?equipo=${match.team1Id}`,
    });
    await ask({ intent: "unfollow", endpoint: phone.json.endpoint, topic: null });
  });

  it("tells the news board's followers of a new item", async () => {
    endpoint.received.length = 0;
    const phone = browserSubscription(endpoint.origin, "/phone-3");
    await ask({ intent: "follow", subscription: phone.json, topic: { kind: "news", target: "" } });
    await publishNews("Salida a la sierra", "2026-12-02");
    const [item] = await handle.db
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(eq(newsItems.title, "Salida a la sierra"));
    await service().round();
    expect(endpoint.received).toHaveLength(1);
    expect(phone.decrypt(endpoint.received[0]!.body)).toEqual({
      title: "Novedades",
      body: "Salida a la sierra",
      url: "/novedades",
      tag: `novedad-${item!.id}`,
    });
  });
  it("moves what a phone follows to the subscription its browser replaced it with", async () => {
    const before = browserSubscription(endpoint.origin, "/viejo");
    const after = browserSubscription(endpoint.origin, "/nuevo");
    await ask({ intent: "follow", subscription: before.json, topic: { kind: "news", target: "" } });
    expect(await ask({ intent: "renew", endpoint: before.json.endpoint, subscription: after.json })).toEqual({
      status: 200,
      data: { ok: true },
    });
    expect((await ask({ intent: "list", endpoint: before.json.endpoint })).data.topics).toEqual([]);
    expect((await ask({ intent: "list", endpoint: after.json.endpoint })).data.topics).toEqual([
      expect.objectContaining({ kind: "news", label: "Novedades" }),
    ]);
    // An old endpoint nobody knows moves nothing; a new one that is not a push service is refused.
    expect((await ask({ intent: "renew", endpoint: before.json.endpoint, subscription: after.json })).status).toBe(404);
    const elsewhere = { ...after.json, endpoint: "https://intranet.example/x" };
    expect((await ask({ intent: "renew", endpoint: after.json.endpoint, subscription: elsewhere })).status).toBe(400);
  });
  it("lets a phone follow 50 things, and says so in Spanish at the 51st", async () => {
    const teams = await handle.db.select({ id: tournamentTeams.id }).from(tournamentTeams).limit(51);
    expect(teams).toHaveLength(51);
    const phone = browserSubscription(endpoint.origin, "/muchos");
    for (const team of teams.slice(0, 50)) {
      const answer = await ask({
        intent: "follow",
        subscription: phone.json,
        topic: { kind: "team", target: String(team.id) },
      });
      expect(answer.status).toBe(200);
    }
    expect(
      await ask({ intent: "follow", subscription: phone.json, topic: { kind: "team", target: String(teams[50]!.id) } }),
    ).toEqual({
      status: 422,
      data: { ok: false, message: "Este móvil ya sigue 50 cosas. Deja de seguir alguna en «Mis avisos»." },
    });
    // One it follows already is still fine.
    expect(
      (await ask({ intent: "follow", subscription: phone.json, topic: { kind: "team", target: String(teams[0]!.id) } }))
        .status,
    ).toBe(200);
  });
});
