import { describe, expect, it } from "vitest";
import { DEFAULT_MENU_LAYOUT, menuLayoutFromForm, moveMenuSection, readMenuLayout } from "./menu-layout";

describe("readMenuLayout", () => {
  it("reads a stored layout and puts every section the teacher did not place after the others", () => {
    expect(
      readMenuLayout({ order: ["blog", "inicio"], labels: { proyectos: " Proyectos " }, hidden: ["bilinguismo"] }),
    ).toEqual({
      order: ["blog", "inicio", "horarios", "proyectos", "cursos", "campeonatos", "bilinguismo", "novedades"],
      labels: { proyectos: "Proyectos" },
      hidden: ["bilinguismo"],
    });
  });

  it("leaves out what it does not know (an old or broken value) and falls back to the default", () => {
    expect(readMenuLayout(null)).toEqual(DEFAULT_MENU_LAYOUT);
    expect(readMenuLayout({ order: ["tienda", 3], labels: { tienda: "x", blog: "" }, hidden: [7, "/blog"] })).toEqual({
      ...DEFAULT_MENU_LAYOUT,
      hidden: ["/blog"],
    });
  });
});

describe("moveMenuSection", () => {
  it("swaps a section with its neighbour, and leaves the ends alone", () => {
    expect(moveMenuSection(DEFAULT_MENU_LAYOUT, "blog", "up").order.slice(4, 7)).toEqual([
      "campeonatos",
      "blog",
      "bilinguismo",
    ]);
    expect(moveMenuSection(DEFAULT_MENU_LAYOUT, "inicio", "up")).toBe(DEFAULT_MENU_LAYOUT);
    expect(moveMenuSection(DEFAULT_MENU_LAYOUT, "novedades", "down")).toBe(DEFAULT_MENU_LAYOUT);
  });
});

describe("menuLayoutFromForm", () => {
  const sections = [
    { key: "proyectos" as const, label: "Nuestros Proyectos", entries: [] },
    { key: "bilinguismo" as const, label: "Bilingüismo", entries: [{ to: "/bilinguismo/recursos" }] },
    { key: "campeonatos" as const, label: "Campeonatos", entries: [{ to: "/campeonatos/mantecup" }] },
  ];
  it("keeps a name only when renamed, and hides what is left unticked", () => {
    const layout = menuLayoutFromForm(
      {
        "label:proyectos": "Proyectos",
        "shown:proyectos": true,
        "label:bilinguismo": "Bilingüismo",
        "shown:bilinguismo": false,
        "entry:/bilinguismo/recursos": true,
        "label:campeonatos": "Campeonatos",
        "shown:campeonatos": true,
        "entry:/campeonatos/mantecup": false,
      },
      sections,
      DEFAULT_MENU_LAYOUT.order,
    );
    expect(layout).toEqual({
      order: DEFAULT_MENU_LAYOUT.order,
      labels: { proyectos: "Proyectos" },
      hidden: ["bilinguismo", "/campeonatos/mantecup"],
    });
  });
});
