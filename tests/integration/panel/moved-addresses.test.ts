import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as settingsPage from "../../../app/routes/admin/ajustes";
import * as bilingualPage from "../../../app/routes/bilinguismo/project-page";
import * as notFound from "../../../app/routes/not-found";
import * as hubPage from "../../../app/routes/campeonatos/hub";
import * as competitionPage from "../../../app/routes/campeonatos/hub/competition";
import * as competitionLive from "../../../app/routes/campeonatos/hub/live";
import * as competitionCalendar from "../../../app/routes/campeonatos/hub/calendar";
import { competitions } from "../../../db/schema";
import { searchAsThePageDoes } from "../../helpers/site-search";
import { listPageRevisions } from "../../../app/pages/server/pages.server";
import { pageKeys } from "../../../app/pages/copy/page-keys";
import * as root from "../../../app/root";
import { navigationFor } from "../../../app/platform/copy/navigation";
import type { SiteChrome } from "../../../app/platform/domain/site-settings";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import type { AppContext } from "../../../app/platform/server/context.server";
import { rememberMoves } from "../../../app/platform/server/old-addresses.server";
import { getSiteSettings, saveYearWords } from "../../../app/platform/server/site-settings.server";
import { listSitemapEntries } from "../../../app/site/server/sitemap.server";
import { headersOf } from "../../helpers/route-call";
import { body, call, type Fn, openPanel, post, refusal, status } from "../../helpers/panel";

let handle: DatabaseHandle;
let adminCookie: string;
let context: AppContext;
beforeAll(async () => {
  ({ handle, adminCookie, context } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

/** Names the bilingual project in «Ajustes», as the teacher does. */
async function nameProject(bilingualLabel: string) {
  await saveSettings({ bilingualLabel });
}

type NameChange = { bilingualLabel?: string; leagueName?: string; tournamentName?: string };

async function sendSettings(change: NameChange) {
  const fields = { intent: "settings", ...(await getSiteSettings(handle.db)), ...change };
  return post(settingsPage.action as Fn, "/admin/ajustes", fields, adminCookie);
}

async function saveSettings(change: NameChange) {
  expect(status(await sendSettings(change))).toBe(302);
}

/** What a visitor gets at a bilingual address: the page's title, or a redirect's status and target. */
async function visit(path: string) {
  const slug = path.replace("/bilinguismo/", "");
  const answer = await call(bilingualPage.loader as Fn, path, { params: { proyecto: slug } });
  const code = status(answer);
  if (code !== 200) return { status: code, location: headersOf(answer).get("Location") };
  return { status: code, title: body<{ content: { title: string } }>(answer).content.title };
}

async function menuEntry(section = "bilinguismo", at = -1) {
  const settings = body<{ settings: SiteChrome }>(await call(root.loader as Fn, "/")).settings;
  const group = navigationFor(settings).find((e) => e.key === section);
  return group?.kind === "group" ? group.items.at(at) : undefined;
}

/** A page's status and, for a redirect, where it leads. */
async function answerAt(fn: Fn, path: string) {
  const answer = await call(fn, path);
  return { status: status(answer), location: headersOf(answer).get("Location") };
}

describe("the bilingual project's address follows its name", () => {
  it("starts at the sample's address, and an unknown one is a 404", async () => {
    expect(await visit("/bilinguismo/proyecto-bilingue-24-25")).toMatchObject({ status: 200 });
    expect(await visit("/bilinguismo/proyecto-bilingue-99-00")).toMatchObject({ status: 404 });
  });

  it("moves with a new name in «Ajustes»: the menu, the sitemap and the page follow; the old address redirects", async () => {
    await nameProject("Proyecto Bilingüe 26/27");
    expect(await menuEntry()).toEqual({
      label: "Proyecto Bilingüe 26/27",
      to: "/bilinguismo/proyecto-bilingue-26-27",
    });
    expect(await visit("/bilinguismo/proyecto-bilingue-26-27")).toMatchObject({ status: 200 });
    expect(await visit("/bilinguismo/proyecto-bilingue-24-25")).toEqual({
      status: 301,
      location: "/bilinguismo/proyecto-bilingue-26-27",
    });
    const old = await call(bilingualPage.loader as Fn, "/bilinguismo/proyecto-bilingue-24-25?utm=cartel", {
      params: { proyecto: "proyecto-bilingue-24-25" },
    });
    // The poster's query goes along; a browser asks again next time (the name may change back).
    expect(headersOf(old).get("Location")).toBe("/bilinguismo/proyecto-bilingue-26-27?utm=cartel");
    expect(headersOf(old).get("Cache-Control")).toBe("no-cache");
    const sitemap = (await listSitemapEntries(handle.db)).map((entry) => entry.path);
    expect(sitemap).toContain("/bilinguismo/proyecto-bilingue-26-27");
    expect(sitemap).not.toContain("/bilinguismo/proyecto-bilingue-24-25");
  });

  it("the year's close moves it too, and every older address leads to the newest in one step", async () => {
    const { timetableYear, tournamentEdition } = await getSiteSettings(handle.db);
    await handle.db.transaction((tx) =>
      saveYearWords(tx, { timetableYear, tournamentEdition, bilingualLabel: "Proyecto Bilingüe 27/28" }),
    );
    // (As the close's action does, after its write.)
    context.dataChanged();
    expect(await visit("/bilinguismo/proyecto-bilingue-24-25")).toEqual({
      status: 301,
      location: "/bilinguismo/proyecto-bilingue-27-28",
    });
    expect(await visit("/bilinguismo/proyecto-bilingue-26-27")).toEqual({
      status: 301,
      location: "/bilinguismo/proyecto-bilingue-27-28",
    });
    expect(await visit("/bilinguismo/proyecto-bilingue-27-28")).toMatchObject({ status: 200 });
  });

  it("a name given back takes its address back, without a loop", async () => {
    await nameProject("Proyecto Bilingüe 24/25");
    expect(await visit("/bilinguismo/proyecto-bilingue-24-25")).toMatchObject({ status: 200 });
    for (const old of ["/bilinguismo/proyecto-bilingue-26-27", "/bilinguismo/proyecto-bilingue-27-28"])
      expect(await visit(old)).toEqual({ status: 301, location: "/bilinguismo/proyecto-bilingue-24-25" });
    expect(await menuEntry()).toEqual({ label: "Proyecto Bilingüe 24/25", to: "/bilinguismo/proyecto-bilingue-24-25" });
  });

  it("any moved address redirects from anywhere on the site; an unknown one is still a 404", async () => {
    await rememberMoves(handle.db, [{ from: "/campeonatos/liga-antigua", to: "/campeonatos/fernando-iii-league" }]);
    const moved = await call(notFound.loader as Fn, "/campeonatos/liga-antigua/");
    expect(status(moved)).toBe(301);
    expect(headersOf(moved).get("Location")).toBe("/campeonatos/fernando-iii-league");
    expect(status(await call(notFound.loader as Fn, "/campeonatos/nada"))).toBe(404);
  });
});

describe("the league's name and address are the teacher's", () => {
  const old = "/campeonatos/fernando-iii-league";
  const now = "/campeonatos/liga-bahia";

  beforeAll(async () => {
    await handle.db.insert(competitions).values({
      slug: "liga-baloncesto",
      name: "Fernando III League · Baloncesto",
      sport: "baloncesto",
      tournament: "liga",
      category: "mixto",
    });
  });

  it("is renamed in «Ajustes»: its menu entry, its page, its competitions' pages, the sitemap and search follow", async () => {
    await saveSettings({ leagueName: "Liga Bahía" });
    expect(await menuEntry("campeonatos", 1)).toEqual({ label: "Liga Bahía", to: now });
    const page = await call(hubPage.loader as Fn, now);
    // Its page said the old name in its title and edition: they say the new one, as a new version.
    expect(body<{ place: { name: string }; content: { title: string; edition: string } }>(page)).toMatchObject({
      place: { name: "Liga Bahía", path: now },
      content: { title: "Liga Bahía", edition: "Liga Bahía · Todo el curso" },
    });
    expect((await listPageRevisions(handle.db, pageKeys.league))[0]).toMatchObject({ authorName: expect.any(String) });
    const competition = body<{ path: string; home: { path: string; back: string } }>(
      await call(competitionPage.loader as Fn, `${now}/liga-baloncesto`),
    );
    expect(competition).toMatchObject({
      path: `${now}/liga-baloncesto`,
      home: { path: now, back: "Volver a la Liga Bahía" },
    });
    const sitemap = (await listSitemapEntries(handle.db)).map((entry) => entry.path);
    expect(sitemap).toEqual(expect.arrayContaining([now, `${now}/liga-baloncesto`]));
    expect(sitemap.filter((path) => path.startsWith(old))).toEqual([]);
    expect((await searchAsThePageDoes(handle.db, "baloncesto")).map((hit) => hit.path)).toContain(
      `${now}/liga-baloncesto`,
    );
  });

  it("answers its old addresses, and every page below them, with a redirect to the same page at the new one", async () => {
    expect(await answerAt(hubPage.loader as Fn, old)).toEqual({ status: 301, location: now });
    expect(await answerAt(competitionPage.loader as Fn, `${old}/liga-baloncesto?equipo=3`)).toEqual({
      status: 301,
      location: `${now}/liga-baloncesto?equipo=3`,
    });
    // A phone subscribed to last month's calendar keeps getting it.
    expect(await answerAt(competitionCalendar.loader as Fn, `${old}/liga-baloncesto/calendario.ics`)).toEqual({
      status: 301,
      location: `${now}/liga-baloncesto/calendario.ics`,
    });
    expect(await answerAt(competitionPage.loader as Fn, `${now}/liga-baloncesto`)).toMatchObject({ status: 200 });
    // Any other address under «campeonatos» is not the league's.
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/otra-liga")).toMatchObject({ status: 404 });
    expect(await answerAt(competitionPage.loader as Fn, "/campeonatos/otra-liga/liga-baloncesto")).toMatchObject({
      status: 404,
    });
  });

  it("a form sent to the old address is sent on to the new one; the name given back takes its address back", async () => {
    const enrol = await call(hubPage.action as Fn, old, {
      fields: { name: "Los Rayos", captain: "Ana", sport: "Fútbol Sala", members: "Ana\nLuis" },
    });
    // Sent to the old address (a page open since before the rename): the browser sends it again,
    // as it was, to the new one (308 keeps the method and the form).
    expect(status(enrol)).toBe(308);
    expect(headersOf(enrol).get("Location")).toBe(now);
    await saveSettings({ leagueName: "Fernando III League" });
    expect(await menuEntry("campeonatos", 1)).toEqual({ label: "Fernando III League", to: old });
    // The seed's version, the rename's and the name given back's.
    expect((await listPageRevisions(handle.db, pageKeys.league)).length).toBe(3);
    expect(await answerAt(hubPage.loader as Fn, now)).toEqual({ status: 301, location: old });
    expect(await answerAt(hubPage.loader as Fn, old)).toMatchObject({ status: 200 });
  });
});

describe("the tournament's name and address are the teacher's", () => {
  const old = "/campeonatos/mantecup";
  const now = "/campeonatos/copa-bahia";

  it("is renamed in «Ajustes»: its menu entry, its page, its competitions' pages, their feeds, the sitemap and search follow", async () => {
    await saveSettings({ tournamentName: "Copa Bahía" });
    expect(await menuEntry("campeonatos", 0)).toEqual({ label: "Torneo Copa Bahía", to: now });
    // Its page said the old name in its title: it says the new one, as a new version.
    const page = body<{ hub: string; place: { name: string; path: string }; content: { title: string } }>(
      await call(hubPage.loader as Fn, now),
    );
    expect(page).toMatchObject({
      hub: "torneo",
      place: { name: "Copa Bahía", path: now },
      content: { title: "Torneo Copa Bahía" },
    });
    const competition = body<{ path: string; home: { path: string; back: string; name: string } }>(
      await call(competitionPage.loader as Fn, `${now}/futbol-femenino`),
    );
    expect(competition).toMatchObject({
      path: `${now}/futbol-femenino`,
      home: { path: now, back: "Volver al Torneo Copa Bahía", name: "Copa Bahía" },
    });
    const feed = (await call(competitionCalendar.loader as Fn, `${now}/futbol-femenino/calendario.ics`)) as Response;
    expect(await feed.text()).toContain("X-WR-CALNAME:Fútbol Femenino · Copa Bahía");
    const sitemap = (await listSitemapEntries(handle.db)).map((entry) => entry.path);
    expect(sitemap).toEqual(expect.arrayContaining([now, `${now}/futbol-femenino`]));
    expect(sitemap.filter((path) => path.startsWith(`${old}/`) || path === old)).toEqual([]);
    expect((await searchAsThePageDoes(handle.db, "fútbol femenino")).map((hit) => hit.path)).toContain(
      `${now}/futbol-femenino`,
    );
    // The league stays where it was.
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/fernando-iii-league")).toMatchObject({ status: 200 });
  });

  it("answers its old addresses, and every page below them, with a redirect to the same page at the new one", async () => {
    expect(await answerAt(hubPage.loader as Fn, old)).toEqual({ status: 301, location: now });
    expect(await answerAt(competitionPage.loader as Fn, `${old}/futbol-femenino?equipo=3`)).toEqual({
      status: 301,
      location: `${now}/futbol-femenino?equipo=3`,
    });
    expect(await answerAt(competitionCalendar.loader as Fn, `${old}/futbol-femenino/calendario.ics`)).toEqual({
      status: 301,
      location: `${now}/futbol-femenino/calendario.ics`,
    });
    expect(await answerAt(competitionLive.loader as Fn, `${old}/futbol-femenino/en-directo`)).toEqual({
      status: 301,
      location: `${now}/futbol-femenino/en-directo`,
    });
    // A result sent from a page left open before the rename is sent on, as it was (308).
    const result = await call(competitionPage.action as Fn, `${old}/futbol-femenino`, { fields: { matchId: "1" } });
    expect(status(result)).toBe(308);
    expect(headersOf(result).get("Location")).toBe(`${now}/futbol-femenino`);
  });

  it("cannot take the league's address: the form says so and nothing changes", async () => {
    const refused = await sendSettings({ tournamentName: "Fernando III league" });
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors).toEqual({
      tournamentName: "La liga y el torneo necesitan nombres distintos: sus páginas estarían en la misma dirección.",
    });
    expect(refusal(refused).values.tournamentName).toBe("Fernando III league");
    expect((await getSiteSettings(handle.db)).tournamentName).toBe("Copa Bahía");
  });

  it("takes its address back with its name", async () => {
    await saveSettings({ tournamentName: "Mantecup" });
    expect(await menuEntry("campeonatos", 0)).toEqual({ label: "Torneo Mantecup", to: old });
    expect(await answerAt(hubPage.loader as Fn, now)).toEqual({ status: 301, location: old });
    expect(await answerAt(hubPage.loader as Fn, old)).toMatchObject({ status: 200 });
    expect(body<{ content: { title: string } }>(await call(hubPage.loader as Fn, old)).content.title).toBe(
      "Torneo Mantecup",
    );
  });
});

describe("an address the two hubs hold in turn, in one save", () => {
  it("leads to the hub that holds it now; each hub's older addresses follow their own hub", async () => {
    await saveSettings({ tournamentName: "Copa Bahía" });
    // In one save the league takes the tournament's address and the tournament moves on.
    await saveSettings({ leagueName: "Copa Bahía", tournamentName: "Trofeo Otoño" });
    expect(body<{ hub: string }>(await call(hubPage.loader as Fn, "/campeonatos/copa-bahia")).hub).toBe("liga");
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/fernando-iii-league")).toEqual({
      status: 301,
      location: "/campeonatos/copa-bahia",
    });
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/mantecup")).toEqual({
      status: 301,
      location: "/campeonatos/trofeo-otono",
    });
    expect(body<{ hub: string }>(await call(hubPage.loader as Fn, "/campeonatos/trofeo-otono")).hub).toBe("torneo");
    // And back the other way: each takes its first name again.
    await saveSettings({ leagueName: "Fernando III league", tournamentName: "Mantecup" });
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/copa-bahia")).toEqual({
      status: 301,
      location: "/campeonatos/fernando-iii-league",
    });
    expect(await answerAt(hubPage.loader as Fn, "/campeonatos/trofeo-otono")).toEqual({
      status: 301,
      location: "/campeonatos/mantecup",
    });
  });
});
