import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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
    const readers = files.filter(({ source }) => /\bgetStaff\(/.test(source) && /\bSHAREABLE_PAGE\b/.test(source));
    expect(readers.map(({ file }) => path.basename(file))).toEqual(["competition.tsx"]);
    for (const { file, source } of readers) expect(source, file).toMatch(/PRIVATE_PAGE_HEADERS/);
  });
});
