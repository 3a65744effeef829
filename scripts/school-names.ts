/**
 * The sample school's names left in the site's code: its courses, projects, hubs and
 * school years are the teacher's data now, so a line in `app/` (tests aside) that names one is
 * either a rule the spec fixes or a leftover. This lists every such line, by file, and fails when a
 * file names more of them than `school-names-baseline.json` allows (a new one crept in); when the
 * count goes down it says so, and `--update` writes the lower counts.
 *
 *   npx tsx scripts/school-names.ts [--update]
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SAMPLE_COURSES } from "../db/seed-data/courses";
import { SAMPLE_PROJECTS } from "../db/seed-data/projects";
import { SEED_SITE_SETTINGS } from "../db/seed-data/site";

const ROOT = path.resolve(import.meta.dirname, "..");
const BASELINE = path.join(ROOT, "scripts/school-names-baseline.json");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const words = [
  ...SAMPLE_COURSES.flatMap((course) => [course.label, course.slug]),
  ...SAMPLE_PROJECTS.flatMap((project) => [project.title, project.slug]),
  SEED_SITE_SETTINGS.schoolName,
  SEED_SITE_SETTINGS.leagueName,
  "fernando-iii-league",
  "Mantecup",
  "campeonatos/mantecup",
];
/**
 * A name as a whole word (`2-eso`, not `12-eson`), any case but the Mantecup's: its visible name and
 * its address count, the `"mantecup"` key that tells its competitions from the league's does not. A
 * school year as `2025-2026`, `2025/26`, `24/25`.
 */
const wholeWord = (word: string) => `(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`;
const NAME = new RegExp(
  [
    ...words.filter((word) => word !== "Mantecup").map(wholeWord),
    String.raw`\b20\d\d[-/](?:20)?\d\d\b(?!-\d)`,
    String.raw`Biling[üu]e \d\d/\d\d`,
  ].join("|"),
  "iu",
);
const MANTECUP = new RegExp(wholeWord("Mantecup"), "u");
const names = (line: string) => NAME.test(line) || MANTECUP.test(line);

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .sort();
}

const found = new Map<string, string[]>();
for (const file of await sourceFiles(path.join(ROOT, "app"))) {
  const lines = (await readFile(path.join(ROOT, file), "utf8")).split("\n");
  const named = lines.flatMap((line, i) => (names(line) ? [`${i + 1}: ${line.trim().slice(0, 140)}`] : []));
  if (named.length > 0) found.set(file, named);
}

const baseline = JSON.parse(await readFile(BASELINE, "utf8").catch(() => "{}")) as Record<string, number>;
const counts = Object.fromEntries([...found].map(([file, lines]) => [file, lines.length]));
const total = (record: Record<string, number>) => Object.values(record).reduce((sum, n) => sum + n, 0);

for (const [file, lines] of found) {
  console.log(`\n${file} (${lines.length})`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(
  `\nThe sample school's names in app/: ${total(counts)} lines in ${found.size} files (allowed: ${total(baseline)} in ${Object.keys(baseline).length}).`,
);

if (process.argv.includes("--update")) {
  await writeFile(BASELINE, `${JSON.stringify(counts, null, 2)}\n`);
  console.log("Baseline written.");
} else {
  const grown = Object.entries(counts).filter(([file, n]) => n > (baseline[file] ?? 0));
  if (grown.length > 0) {
    for (const [file, n] of grown)
      console.error(`More names than allowed in ${file}: ${n} (allowed ${baseline[file] ?? 0}).`);
    console.error(
      "Read the name from the database (the teacher's), or, for a rule the spec fixes, say why and run with --update.",
    );
    process.exit(1);
  }
  if (total(counts) < total(baseline)) console.log("Fewer than allowed: run with --update to hold the gain.");
}
