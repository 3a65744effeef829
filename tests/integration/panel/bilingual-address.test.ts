import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as settingsPage from "../../../app/routes/admin/ajustes";
import * as bilingualPage from "../../../app/routes/bilinguismo/project-page";
import * as notFound from "../../../app/routes/not-found";
import * as root from "../../../app/root";
import { navigationFor } from "../../../app/platform/copy/navigation";
import type { SiteChrome } from "../../../app/platform/domain/site-settings";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import type { AppContext } from "../../../app/platform/server/context.server";
import { rememberMove } from "../../../app/platform/server/old-addresses.server";
import { getSiteSettings, saveYearWords } from "../../../app/platform/server/site-settings.server";
import { listSitemapEntries } from "../../../app/site/server/sitemap.server";
import { headersOf } from "../../helpers/route-call";
import { body, call, type Fn, openPanel, post, status } from "../../helpers/panel";

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
  const fields = { intent: "settings", ...(await getSiteSettings(handle.db)), bilingualLabel };
  expect(status(await post(settingsPage.action as Fn, "/admin/ajustes", fields, adminCookie))).toBe(302);
}

/** What a visitor gets at a bilingual address: the page's title, or a redirect's status and target. */
async function visit(path: string) {
  const slug = path.replace("/bilinguismo/", "");
  const answer = await call(bilingualPage.loader as Fn, path, { params: { proyecto: slug } });
  const code = status(answer);
  if (code !== 200) return { status: code, location: headersOf(answer).get("Location") };
  return { status: code, title: body<{ content: { title: string } }>(answer).content.title };
}

async function menuEntry() {
  const settings = body<{ settings: SiteChrome }>(await call(root.loader as Fn, "/")).settings;
  const group = navigationFor(settings).find((e) => e.key === "bilinguismo");
  return group?.kind === "group" ? group.items.at(-1) : undefined;
}

describe("the bilingual project's address follows its name (issue 46)", () => {
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
    const { timetableYear, mantecupEdition } = await getSiteSettings(handle.db);
    await handle.db.transaction((tx) =>
      saveYearWords(tx, { timetableYear, mantecupEdition, bilingualLabel: "Proyecto Bilingüe 27/28" }),
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
    await rememberMove(handle.db, "/campeonatos/liga-antigua", "/campeonatos/fernando-iii-league");
    const moved = await call(notFound.loader as Fn, "/campeonatos/liga-antigua/");
    expect(status(moved)).toBe(301);
    expect(headersOf(moved).get("Location")).toBe("/campeonatos/fernando-iii-league");
    expect(status(await call(notFound.loader as Fn, "/campeonatos/nada"))).toBe(404);
  });
});
