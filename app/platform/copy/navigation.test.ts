import { describe, expect, it } from "vitest";
import { isActivePath, navigationFor, PROJECT_LINKS } from "./navigation";

describe("navigation table (spec 000 §2)", () => {
  it("lists the 13 projects under /proyectos/", () => {
    expect(PROJECT_LINKS.map((p) => p.to)).toEqual([
      "/proyectos/health-leaders",
      "/proyectos/guardianes-de-la-pista",
      "/proyectos/masterchef4life",
      "/proyectos/desafio-xacobeo",
      "/proyectos/disfruta-del-recreo",
      "/proyectos/conquista-el-reto",
      "/proyectos/olimpiada-escolar",
      "/proyectos/carrera-plogging",
      "/proyectos/sombras-y-brillo",
      "/proyectos/our-local-olympics",
      "/proyectos/cimas-contra-el-cancer",
      "/proyectos/investiga-y-descubre",
      "/proyectos/mas-deporte",
    ]);
  });

  it("has every entry of the navigation table, the school's courses under «Cursos» (issue 46)", () => {
    const courseLinks = [
      { label: "2º ESO", to: "/cursos/2-eso" },
      { label: "3º ESO", to: "/cursos/3-eso" },
      { label: "1º Bachillerato", to: "/cursos/1-bachillerato" },
    ];
    const NAVIGATION = navigationFor({ bilingualLabel: "Proyecto Bilingüe 24/25", courseLinks });
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
      bilingualLabel: "x",
      courseLinks: [...courseLinks, { label: "4º ESO", to: "/cursos/4-eso" }],
    });
    expect(fourth.flatMap((e) => (e.kind === "group" ? e.items.map((i) => i.label) : []))).toContain("4º ESO");
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
