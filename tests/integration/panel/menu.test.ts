import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as menuPage from "../../../app/routes/admin/menu";
import * as root from "../../../app/root";
import * as bilingualPage from "../../../app/routes/bilinguismo/recursos";
import { searchAsThePageDoes } from "../../helpers/site-search";
import { listSitemapEntries } from "../../../app/site/server/sitemap.server";
import { navigationFor } from "../../../app/platform/copy/navigation";
import type { SiteChrome } from "../../../app/platform/domain/site-settings";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import { body, call, type Fn, openPanel, post, refusal, status } from "../../helpers/panel";

let handle: DatabaseHandle;
let adminCookie: string;
beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

type Section = { key: string; label: string; shown: boolean; entries: { to: string; label: string; shown: boolean }[] };

/** The menu form as the page shows it (every name as it is, every box as it is), with `change` on top. */
async function menuForm(change: Record<string, string | null>) {
  const { sections } = body<{ sections: Section[] }>(
    await call(menuPage.loader as Fn, "/admin/menu", { cookie: adminCookie }),
  );
  const fields: Record<string, string> = { intent: "saveMenu" };
  for (const section of sections) {
    fields[`label:${section.key}`] = section.label;
    if (section.shown) fields[`shown:${section.key}`] = "on";
    for (const entry of section.entries) if (entry.shown) fields[`entry:${entry.to}`] = "on";
  }
  for (const [name, value] of Object.entries(change)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  return fields;
}
const menu = async () => navigationFor(body<{ settings: SiteChrome }>(await call(root.loader as Fn, "/")).settings);

describe("the menu is the teacher's", () => {
  it("starts as the sample school's: every section in its place", async () => {
    expect((await menu()).map((e) => e.label)).toEqual([
      "Inicio",
      "Horarios",
      "Nuestros Proyectos",
      "Cursos",
      "Campeonatos",
      "Bilingüismo",
      "Blog",
      "Novedades",
    ]);
  });

  it("renames a section, hides a section and an entry, and moves a section; the pages still answer", async () => {
    const saved = await post(
      menuPage.action as Fn,
      "/admin/menu",
      await menuForm({
        "label:proyectos": "Proyectos",
        "shown:bilinguismo": null,
        "entry:/campeonatos/salon-de-la-fama": null,
      }),
      adminCookie,
    );
    expect(status(saved)).toBe(302);
    expect(
      status(
        await post(
          menuPage.action as Fn,
          "/admin/menu",
          { intent: "moveSection", id: "novedades", direction: "up" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const entries = await menu();
    expect(entries.map((e) => e.label)).toEqual([
      "Inicio",
      "Horarios",
      "Proyectos",
      "Cursos",
      "Campeonatos",
      "Novedades",
      "Blog",
    ]);
    const championships = entries.find((e) => e.key === "campeonatos");
    expect(championships?.kind === "group" ? championships.items.map((i) => i.label) : null).toEqual([
      "Torneo Mantecup",
      "Fernando III League",
    ]);
  });

  it("what it hides is not offered by the sitemap or search, while its pages still answer", async () => {
    // The bilingual section and the Hall of Fame were hidden above.
    const sitemap = (await listSitemapEntries(handle.db)).map((entry) => entry.path);
    expect(sitemap.filter((path) => path.startsWith("/bilinguismo") || path.includes("salon-de-la-fama"))).toEqual([]);
    expect(sitemap).toContain("/campeonatos/mantecup");
    const found = await searchAsThePageDoes(handle.db, "bilingüe");
    expect(found.filter((hit) => hit.path.startsWith("/bilinguismo"))).toEqual([]);
    expect(status(await call(bilingualPage.loader as Fn, "/bilinguismo/recursos"))).toBe(200);
  });

  it("refuses an empty name, keeping what was typed; nothing changes", async () => {
    const refused = await post(
      menuPage.action as Fn,
      "/admin/menu",
      await menuForm({ "label:blog": " ", "label:horarios": "Horario semanal" }),
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors["label:blog"]).toBeTruthy();
    expect(refusal(refused).values).toMatchObject({ "label:horarios": "Horario semanal" });
    expect((await menu()).map((e) => e.label)).toContain("Horarios");
    const bad = await post(
      menuPage.action as Fn,
      "/admin/menu",
      { intent: "moveSection", id: "tienda", direction: "up" },
      adminCookie,
    );
    expect(status(bad)).toBe(400);
  });
});
