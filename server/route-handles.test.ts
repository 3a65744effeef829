import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "../app/platform/lib/route-handle";
import { createRouteHandleLookup, shareableOf } from "./route-handles";

// The page cache serves shareable pages to students who carry a course gate's cookie and to the
// signed-in teacher (server/page-cache.ts): that is only right while no shareable page reads the
// gate, and a page that asks who is signed in answers that render privately (never stored).
function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("shareable routes", () => {
  const files = routeFiles(path.resolve("app/routes")).map((file) => ({ file, source: fs.readFileSync(file, "utf8") }));
  const gated = files.filter(({ source }) => /\bisCourseUnlocked\b/.test(source));

  it("the gated pages are the ranking and the group progress", () => {
    expect(gated.map(({ file }) => path.basename(file)).sort()).toEqual(["progreso-grupo.tsx", "ranking-amigable.tsx"]);
  });

  it("the pages that read a course gate are shared only within the same gate cookies", () => {
    for (const { file, source } of gated) {
      expect(source, file).not.toMatch(/\bSHAREABLE_PAGE\b|shareable:\s*true/);
      expect(source, file).toMatch(/export const handle = SHARED_WITHIN_COURSE_GATE;/);
    }
  });

  it("a shareable page that asks who is signed in answers that render privately", () => {
    // The competition pages (the Mantecup's and the league's) ask through loadCompetitionPage.
    const helper = fs.readFileSync(path.resolve("app/competitions/server/competition-page.server.ts"), "utf8");
    expect(helper).toMatch(/\bgetStaff\(/);
    expect(helper).toMatch(/PRIVATE_PAGE_HEADERS/);
    const readers = files.filter(
      ({ source }) => /\bgetStaff\(|\bloadCompetitionPage\(/.test(source) && /\bSHAREABLE_PAGE\b/.test(source),
    );
    expect(readers.map(({ file }) => path.relative("app/routes", file)).sort()).toEqual([
      "campeonatos/hub/competition.tsx",
    ]);
    for (const { file, source } of readers.filter(({ source }) => /\bgetStaff\(/.test(source)))
      expect(source, file).toMatch(/PRIVATE_PAGE_HEADERS/);
  });
});

describe("route handles", () => {
  // A bundle's routes as React Router lists them: the panel's pages below a pathless layout.
  const module = (handle?: RouteHandle) => ({ default: () => null, handle });
  const build = {
    routes: {
      root: { id: "root", path: "", module: module() },
      home: { id: "home", parentId: "root", index: true, module: module({ shareable: true }) },
      layout: { id: "layout", parentId: "root", module: module() },
      images: { id: "images", parentId: "layout", path: "admin/imagenes", module: module({ upload: true }) },
      editor: { id: "editor", parentId: "layout", path: "admin/campeonatos/:competicion", module: module() },
    },
  } as unknown as ServerBuild;
  const lookup = createRouteHandleLookup(build);

  it("answers for the deepest route of a path, and for a page's data request", () => {
    expect(lookup("/admin/imagenes")?.upload).toBe(true);
    expect(lookup("/admin/imagenes.data")?.upload).toBe(true);
    expect(lookup("/admin/campeonatos/futbol")?.upload).toBeUndefined();
    expect(shareableOf(lookup("/"))).toBe(true);
    expect(shareableOf(lookup("/_root.data"))).toBe(true);
    expect(shareableOf(lookup("/no-existe"))).toBe(false);
  });

  it("only the images page and the picture picker's upload take an upload", () => {
    const uploaders = routeFiles(path.resolve("app/routes")).filter((file) =>
      /\bTAKES_IMAGE_UPLOAD\b|upload:\s*true/.test(fs.readFileSync(file, "utf8")),
    );
    expect(uploaders.map((file) => path.basename(file)).sort()).toEqual(["imagenes.subir.ts", "imagenes.tsx"]);
  });
});
