import { describe, expect, it } from "vitest";
import { isActivePath, isHiddenFromMenu, navigationFor, pathsHiddenFromMenu } from "./navigation";
import {
  BILINGUAL_PROJECT_ENTRY,
  LEAGUE_ENTRY,
  siteAddresses,
  TOURNAMENT_ENTRY,
} from "~/platform/domain/site-settings";

/** The settings' words the menu shows, and the addresses the server works out from them. */
const named = (bilingualLabel: string, leagueName = "Fernando III League", tournamentName = "Mantecup") => ({
  bilingualLabel,
  leagueName,
  tournamentName,
  addresses: siteAddresses({ bilingualLabel, leagueName, tournamentName }),
});

describe("navigation table", () => {
  it("fills «Nuestros Proyectos» with the school's projects", () => {
    const projectLinks = [
      { label: "Health Leaders", to: "/proyectos/health-leaders" },
      { label: "Patios Activos", to: "/proyectos/patios-activos" },
    ];
    const menu = navigationFor({ ...named("x"), courseLinks: [], projectLinks });
    expect(menu.find((e) => e.kind === "group" && e.label === "Nuestros Proyectos")).toMatchObject({
      items: projectLinks,
    });
    // A group with no entry (a new school without courses yet) is not shown.
    expect(menu.find((e) => e.key === "cursos")).toBeUndefined();
  });

  it("follows the teacher's arrangement: order, names, hidden sections and entries", () => {
    const menu = navigationFor({
      ...named("x"),
      courseLinks: [{ label: "2º ESO", to: "/cursos/2-eso" }],
      projectLinks: [{ label: "Health Leaders", to: "/proyectos/health-leaders" }],
      menu: {
        order: ["blog", "inicio", "horarios", "proyectos", "cursos", "campeonatos", "bilinguismo", "novedades"],
        labels: { proyectos: "Proyectos" },
        hidden: ["bilinguismo", LEAGUE_ENTRY],
      },
    });
    expect(menu.map((e) => e.label)).toEqual([
      "Blog",
      "Inicio",
      "Horarios",
      "Proyectos",
      "Cursos",
      "Campeonatos",
      "Novedades",
    ]);
    const championships = menu.find((e) => e.key === "campeonatos");
    expect(championships?.kind === "group" && championships.items.map((i) => i.to)).toEqual([
      "/campeonatos/mantecup",
      "/campeonatos/salon-de-la-fama",
    ]);
  });

  it("has every entry of the navigation table, the school's courses under «Cursos»", () => {
    const courseLinks = [
      { label: "2º ESO", to: "/cursos/2-eso" },
      { label: "3º ESO", to: "/cursos/3-eso" },
      { label: "1º Bachillerato", to: "/cursos/1-bachillerato" },
    ];
    const NAVIGATION = navigationFor({
      ...named("Proyecto Bilingüe 24/25"),
      courseLinks,
      projectLinks: [{ label: "Health Leaders", to: "/proyectos/health-leaders" }],
    });
    const targets = NAVIGATION.flatMap((e) => (e.kind === "link" ? [e.to] : e.items.map((i) => i.to)));
    for (const to of [
      "/",
      "/horarios",
      "/blog",
      "/novedades",
      "/cursos/2-eso",
      "/cursos/3-eso",
      "/cursos/1-bachillerato",
      "/campeonatos/mantecup",
      "/campeonatos/fernando-iii-league",
      "/campeonatos/salon-de-la-fama",
      "/bilinguismo/recursos",
      "/bilinguismo/proyecto-bilingue-24-25",
    ]) {
      expect(targets).toContain(to);
    }
    expect(NAVIGATION.filter((e) => e.kind === "group").map((g) => g.label)).toEqual([
      "Nuestros Proyectos",
      "Cursos",
      "Campeonatos",
      "Bilingüismo",
    ]);
    expect(NAVIGATION.find((e) => e.kind === "group" && e.label === "Cursos")).toMatchObject({ items: courseLinks });
    const fourth = navigationFor({
      ...named("x"),
      courseLinks: [...courseLinks, { label: "4º ESO", to: "/cursos/4-eso" }],
      projectLinks: [],
    });
    expect(fourth.flatMap((e) => (e.kind === "group" ? e.items.map((i) => i.label) : []))).toContain("4º ESO");
  });
});

describe("the bilingual project's entry", () => {
  const entryOf = (settings: Parameters<typeof navigationFor>[0]) => {
    const group = navigationFor(settings).find((e) => e.key === "bilinguismo");
    return group?.kind === "group" ? group.items[1] : undefined;
  };

  it("takes the year's name and the address that follows it", () => {
    expect(entryOf({ ...named("Proyecto Bilingüe 26/27"), courseLinks: [], projectLinks: [] })).toEqual({
      label: "Proyecto Bilingüe 26/27",
      to: "/bilinguismo/proyecto-bilingue-26-27",
    });
  });

  it("stays hidden under its own key whatever the year's name is", () => {
    const menu = { order: [], labels: {}, hidden: [BILINGUAL_PROJECT_ENTRY] };
    const group = navigationFor({ ...named("Proyecto Bilingüe 26/27"), courseLinks: [], projectLinks: [], menu });
    expect(group.find((e) => e.key === "bilinguismo")).toMatchObject({
      items: [{ label: "Recursos y Materiales", to: "/bilinguismo/recursos" }],
    });
  });
});

describe("the hubs' entries", () => {
  const championships = (settings: Parameters<typeof navigationFor>[0]) => {
    const group = navigationFor(settings).find((e) => e.key === "campeonatos");
    return group?.kind === "group" ? group.items : [];
  };

  it("take the tournament's and the league's names, and the addresses that follow them", () => {
    expect(championships({ ...named("x"), courseLinks: [], projectLinks: [] })).toEqual([
      { label: "Torneo Mantecup", to: "/campeonatos/mantecup" },
      { label: "Fernando III League", to: "/campeonatos/fernando-iii-league" },
      { label: "Salón de la Fama", to: "/campeonatos/salon-de-la-fama" },
    ]);
    expect(
      championships({ ...named("x", "Liga Bahía", "Copa de Otoño"), courseLinks: [], projectLinks: [] }).slice(0, 2),
    ).toEqual([
      { label: "Torneo Copa de Otoño", to: "/campeonatos/copa-de-otono" },
      { label: "Liga Bahía", to: "/campeonatos/liga-bahia" },
    ]);
  });

  it("stay hidden under their own keys whatever their names are", () => {
    const menu = { order: [], labels: {}, hidden: [TOURNAMENT_ENTRY, LEAGUE_ENTRY] };
    expect(
      championships({ ...named("x", "Liga Bahía", "Copa de Otoño"), courseLinks: [], projectLinks: [], menu }),
    ).toEqual([{ label: "Salón de la Fama", to: "/campeonatos/salon-de-la-fama" }]);
  });
});

describe("isActivePath", () => {
  it("matches the home link only on /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/blog", "/")).toBe(false);
  });
  it("matches a page and the pages below it, not siblings with the same prefix", () => {
    expect(isActivePath("/campeonatos/mantecup", "/campeonatos/mantecup")).toBe(true);
    expect(isActivePath("/campeonatos/mantecup/futbol-femenino", "/campeonatos/mantecup")).toBe(true);
    expect(isActivePath("/campeonatos/mantecupx", "/campeonatos/mantecup")).toBe(false);
    expect(isActivePath("/blog", "/novedades")).toBe(false);
  });
});

describe("what the teacher took out of the menu", () => {
  const settings = (hidden: string[]) => ({
    ...named("Proyecto Bilingüe 26/27"),
    courseLinks: [{ label: "1º ESO", to: "/cursos/1-eso" }],
    projectLinks: [],
    menu: { order: [], labels: {}, hidden },
  });

  it("is every address of a hidden section, and a hidden entry's, and nothing else", () => {
    expect(pathsHiddenFromMenu(settings([]))).toEqual([]);
    expect(pathsHiddenFromMenu(settings(["bilinguismo", "/campeonatos/salon-de-la-fama"])).sort()).toEqual([
      "/bilinguismo/proyecto-bilingue-26-27",
      "/bilinguismo/recursos",
      "/campeonatos/salon-de-la-fama",
    ]);
  });

  it("covers the pages below a hidden address, and «/» only itself", () => {
    expect(isHiddenFromMenu("/campeonatos/mantecup/futbol", ["/campeonatos/mantecup"])).toBe(true);
    expect(isHiddenFromMenu("/campeonatos/mantecup-2", ["/campeonatos/mantecup"])).toBe(false);
    expect(isHiddenFromMenu("/blog", ["/"])).toBe(false);
  });
});
