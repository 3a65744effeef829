import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The page cache serves shareable pages to students who carry a course gate's cookie
// (server/page-cache.ts): that is only right while no shareable page reads the gate.
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

  it("no page that reads a course gate declares itself shareable", () => {
    for (const { file, source } of gated) expect(source, file).not.toMatch(/\bSHAREABLE_PAGE\b|shareable:\s*true/);
  });
});
