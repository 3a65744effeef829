import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A caller's classes beside a component's own (`bg-white text-indigo-900` on a button
 * that is `bg-teal-800 text-white`) do not override them: which one wins depends on where the
 * stylesheet puts each rule, and the league's button came out white on white. Components take
 * variants for looks and `className` for layout; this test reads every component that joins its
 * own classes with a caller's `className` and every place that passes one, and fails when both set
 * the same property.
 */
const ROOT = path.resolve("app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The property a utility class sets, for the ones that can collide (colour, spacing, size, shape). */
function propertyOf(token: string): string | null {
  const [variant, utility] = token.includes(":")
    ? [token.slice(0, token.lastIndexOf(":") + 1), token.slice(token.lastIndexOf(":") + 1)]
    : ["", token];
  const rules: [RegExp, string][] = [
    [/^bg-(?!gradient|clip|cover|center|no-repeat|fixed)/, "background"],
    [/^text-(xs|sm|base|lg|xl|\dxl)$/, "font-size"],
    [/^text-(left|center|right|justify)$/, "text-align"],
    [/^text-/, "color"],
    [/^px-/, "padding-x"],
    [/^py-/, "padding-y"],
    [/^p-/, "padding"],
    [/^rounded(-|$)/, "radius"],
    [/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
    [/^border-(?!\d|[xytrbl]-|[xytrbl]$|solid|dashed|dotted|none)/, "border-color"],
    [/^(inline-flex|flex|block|inline-block|grid|hidden|inline)$/, "display"],
  ];
  const rule = rules.find(([pattern]) => pattern.test(utility!));
  return rule ? `${variant}${rule[1]}` : null;
}

/** The site's own component classes (app/app.css: `.submit-button { @apply … }`) and the utilities each applies. */
function componentClasses(): Map<string, string[]> {
  const css = fs.readFileSync(path.join(ROOT, "app.css"), "utf8");
  return new Map(
    [...css.matchAll(/^\s*\.([\w-]+)\s*\{\s*@apply ([^;]+);/gm)].map((m) => [m[1]!, m[2]!.trim().split(/\s+/)]),
  );
}

/** Components whose root joins fixed classes with the caller's `className`: name → the properties they set. */
function stylableComponents(files: string[]) {
  const components = new Map<string, Set<string>>();
  const applied = componentClasses();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/export function (\w+)\([\s\S]*?\n}\n/g)) {
      const body = match[0];
      if (!/cn\(/.test(body) || !/\bclassName\b\s*,?\s*\)/.test(body)) continue;
      const fixed = [...body.matchAll(/cn\(\s*"([^"]+)"/g)]
        .flatMap((m) => m[1]!.split(/\s+/))
        .flatMap((token) => applied.get(token) ?? [token]);
      // Variant maps the component picks from (`TONES[tone]`) set properties too.
      const properties = new Set(fixed.map(propertyOf).filter((p): p is string => p !== null));
      for (const map of body.matchAll(/\b([A-Z_]+)\[\w+\]/g)) {
        const declaration = new RegExp(`const ${map[1]} = \\{([\\s\\S]*?)\\};`).exec(text);
        for (const value of declaration?.[1]?.matchAll(/"([^"]+)"/g) ?? [])
          for (const token of value[1]!.split(/\s+/)) {
            const property = propertyOf(token);
            if (property) properties.add(property);
          }
      }
      if (properties.size > 0) components.set(match[1]!, properties);
    }
  }
  return components;
}

describe("a caller's classes never fight a component's own", () => {
  it("no place passes a className that sets what the component already sets (pick a variant instead)", () => {
    const files = sourceFiles(ROOT);
    const components = stylableComponents(files);
    expect(components.has("FormDialogTrigger")).toBe(true);
    expect(components.has("SubmitButton")).toBe(true);
    const collisions: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const [name, own] of components) {
        for (const use of text.matchAll(new RegExp(`<${name}\\b[^>]*?className="([^"]+)"`, "g"))) {
          const clash = use[1]!.split(/\s+/).filter((token) => {
            const property = propertyOf(token);
            return property !== null && own.has(property);
          });
          if (clash.length > 0)
            collisions.push(`${path.relative(ROOT, file)}: <${name} className="${use[1]}"> sets ${clash.join(", ")}`);
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it("knows a collision when it sees one", () => {
    expect(componentClasses().get("submit-button")).toContain("rounded-lg");
    expect(propertyOf("bg-white")).toBe("background");
    expect(propertyOf("hover:bg-indigo-50")).toBe("hover:background");
    expect(propertyOf("text-indigo-900")).toBe("color");
    expect(propertyOf("text-sm")).toBe("font-size");
    expect(propertyOf("mt-8")).toBeNull();
    expect(propertyOf("w-full")).toBeNull();
  });
});
