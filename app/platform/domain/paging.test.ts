import { describe, expect, it } from "vitest";
import { PANEL_PAGE_SIZE, pageHref, pageWindow, requestedPage } from "./paging";

describe("requestedPage", () => {
  it("reads a whole page number from 1, and takes anything else as the first page", () => {
    const page = (query: string) => requestedPage(new URLSearchParams(query));
    expect(page("pagina=3")).toBe(3);
    expect(page("")).toBe(1);
    for (const bad of ["pagina=0", "pagina=-2", "pagina=2.5", "pagina=abc", "pagina=", "pagina=1e3", "pagina=9999999"])
      expect(page(bad)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("gives the rows of a page, counted from 1", () => {
    expect(pageWindow(560, 2)).toEqual({ page: 2, pages: 12, total: 560, offset: 50, size: 50, first: 51, last: 100 });
    expect(pageWindow(560, 12)).toMatchObject({ page: 12, offset: 550, first: 551, last: 560 });
    expect(pageWindow(50, 1)).toMatchObject({ pages: 1, first: 1, last: 50 });
    expect(pageWindow(51, 2)).toMatchObject({ pages: 2, first: 51, last: 51 });
  });

  it("shows the last page when the list has become shorter than the page asked for", () => {
    expect(pageWindow(120, 9)).toMatchObject({ page: 3, offset: 100, first: 101, last: 120 });
  });

  it("has one empty page for an empty list", () => {
    expect(pageWindow(0, 4)).toEqual({
      page: 1,
      pages: 1,
      total: 0,
      offset: 0,
      size: PANEL_PAGE_SIZE,
      first: 0,
      last: 0,
    });
  });
});

describe("pageHref", () => {
  it("keeps the list's filters and changes only the page", () => {
    expect(pageHref("/admin/buzon", "?lista=proyectos&estado=nuevos&pagina=2", 3)).toBe(
      "/admin/buzon?lista=proyectos&estado=nuevos&pagina=3",
    );
    expect(pageHref("/admin/buzon", "?lista=proyectos&pagina=2", 1)).toBe("/admin/buzon?lista=proyectos");
    expect(pageHref("/admin/buzon", "", 1)).toBe("/admin/buzon");
    expect(pageHref("/admin/buzon", "", 2)).toBe("/admin/buzon?pagina=2");
  });
});
