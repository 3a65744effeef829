import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, newsItems, tournamentMatches } from "../../../db/schema";
import type { FormAnswer } from "../../../app/platform/domain/form-answer";
import * as timetableEditor from "../../../app/routes/admin/horarios";
import { getTimetable } from "../../../app/courses/server/timetable.server";
import * as sessionCheck from "../../../app/routes/admin/sesion";
import * as competition from "../../../app/routes/campeonatos/hub/competition";
import * as linkCheckPage from "../../../app/routes/admin/enlaces";
import { collectSiteLinks } from "../../../app/site/server/link-check.server";
import { listNews, pinNewsItem } from "../../../app/news/server/news.server";
import { pinnedUntilFrom } from "../../../app/news/domain/news";
import { headersOf } from "../../helpers/route-call";
import { madridDayOf } from "../../../app/platform/domain/madrid-time";
import { call, post, status, body, refusal, openPanel, type Fn } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";

let handle: DatabaseHandle;
let adminCookie: string;
let organiserCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie, organiserCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("result entry with a staff account", () => {
  it("saves a result without the shared password, recording who", async () => {
    // The shared page is the same for everyone (the page cache serves it to the teacher too): it
    // does not say who is signed in; the dialog asks /admin/sesion.
    const page = body<{ access: string; matches: { id: number; played: boolean }[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/voleibol-mixto", { cookie: organiserCookie }),
    );
    expect(page.access).toBe("password");
    expect(
      await ((await call(sessionCheck.loader as Fn, "/admin/sesion", { cookie: organiserCookie })) as Response).json(),
    ).toEqual({ signedIn: true, organiserDay: false });
    const match = page.matches.find((m) => !m.played)!;
    // Without JavaScript the match opens as ?partido=ID: that page knows, and is private.
    const noScript = await call(competition.loader as Fn, `/campeonatos/mantecup/voleibol-mixto?partido=${match.id}`, {
      cookie: organiserCookie,
    });
    expect(body<{ access: string; selectedMatchId: number }>(noScript)).toMatchObject({
      access: "account",
      selectedMatchId: match.id,
    });
    expect(headersOf(noScript).get("Cache-Control")).toBe("private, no-store");
    const saved = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/voleibol-mixto",
      { intent: "save", partido: String(match.id), team1: "2", team2: "1", _js: "1" },
      organiserCookie,
    );
    expect(body<FormAnswer>(saved).reply?.stage).toBe("saved");
    const [row] = await handle.db
      .select({ a: tournamentMatches.team1Score, b: tournamentMatches.team2Score })
      .from(tournamentMatches)
      .where(eq(tournamentMatches.id, match.id));
    expect(row).toEqual({ a: 2, b: 1 });

    const sessionAnswer = (await call(sessionCheck.loader as Fn, "/admin/sesion")) as Response;
    expect(sessionAnswer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await sessionAnswer.json()).toEqual({ signedIn: false, organiserDay: false });
    expect(
      body<{ access: string }>(
        await call(competition.loader as Fn, `/campeonatos/mantecup/voleibol-mixto?partido=${match.id}`),
      ).access,
    ).toBe("password");
    const refused = await post(competition.action as Fn, "/campeonatos/mantecup/voleibol-mixto", {
      intent: "save",
      partido: String(match.id),
      team1: "3",
      team2: "0",
      _js: "1",
    });
    expect(status(refused)).toBe(403);
  });
});

describe("pins that end", () => {
  it("an item pinned last year no longer sits on top; pinning it again keeps it there a month", async () => {
    const [old] = await handle.db
      .insert(newsItems)
      .values({
        title: "Fijada del curso pasado",
        date: "2025-09-15",
        content: "Vieja.",
        pinned: true,
        pinnedUntil: "2025-10-15",
      })
      .returning({ id: newsItems.id });
    const board = await listNews(handle.db);
    expect(board.find((n) => n.id === old!.id)?.pinned).toBe(false);
    // It takes its place by date, below the items still pinned.
    expect(board.findIndex((n) => n.id === old!.id)).toBeGreaterThanOrEqual(board.filter((n) => n.pinned).length);
    await pinNewsItem(handle.db, old!.id, true);
    const pinned = (await listNews(handle.db)).find((n) => n.id === old!.id)!;
    expect(pinned).toMatchObject({ pinned: true, pinnedUntil: pinnedUntilFrom(madridDayOf(new Date())) });
    await handle.db.delete(newsItems).where(eq(newsItems.id, old!.id));
  });
});

describe("link check", () => {
  it("checks every link of the site and keeps the report: each broken one with its problem and its pages", async () => {
    expect(
      body<{ last: null }>(await call(linkCheckPage.loader as Fn, "/admin/enlaces", { cookie: adminCookie })).last,
    ).toBeNull();
    expect(status(await post(linkCheckPage.action as Fn, "/admin/enlaces", { intent: "check" }, adminCookie))).toBe(
      302,
    );
    // The check runs in the background: the page says so until its report is in.
    type Report = {
      last: {
        running: boolean;
        working: number;
        broken: { url: string; problem: string; places: { page: string }[] }[];
      };
    };
    let report: Report;
    for (;;) {
      report = body<Report>(await call(linkCheckPage.loader as Fn, "/admin/enlaces", { cookie: adminCookie }));
      if (!report.last.running) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { last } = report;
    // Whether a link works depends on the network this runs on; that every one was checked and reported does not.
    expect(last.working + last.broken.length).toBe((await collectSiteLinks(handle.db)).length);
    for (const link of last.broken) {
      expect(link.problem, link.url).toMatch(/\.$/);
      expect(link.places.length, link.url).toBeGreaterThan(0);
    }
    const [logged] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "Comprobación de enlaces empezada"));
    expect(logged?.actorEmail).toBe("profe@ef.test");
  }, 60_000);
});

describe("timetable editor", () => {
  it("replaces a grid as a whole, and refuses a bad cell without touching the stored one", async () => {
    const before = await getTimetable(handle.db);
    const refused = await post(
      timetableEditor.action as Fn,
      "/admin/horarios",
      { intent: "save", grid: "instalaciones", "c-0-1": "Gimnasio\nPista" },
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors).toEqual({ "c-0-1": "Una sola línea por casilla." });
    expect(await getTimetable(handle.db)).toEqual(before);

    expect(
      status(
        await post(
          timetableEditor.action as Fn,
          "/admin/horarios",
          { intent: "save", grid: "clases", "c-0-1": "2º ESO A\nGuardia", "c-4-5": "1º Bach B" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const after = await getTimetable(handle.db);
    expect(after.classes[0]!.days[0]).toEqual(["2º ESO A", "Guardia"]);
    expect(after.classes[4]!.days[4]).toEqual(["1º Bach B"]);
    expect(after.classes.flatMap((r) => r.days).filter((d) => d.length > 0)).toHaveLength(2);
    expect(after.facilities).toEqual(before.facilities);
  });
});
