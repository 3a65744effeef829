/**
 * Writes the regions' holidays the panel's calendar offers (item 4) as data:
 * app/platform/domain/regional-holidays-data.ts. The days come from the `date-holidays` package's
 * rules for each autonomous community (its region's day, Jueves Santo or Lunes de Pascua, a
 * holiday moved from a Sunday); Spain's national holidays and weekends are left out (the site skips
 * those already). The school years written are the one `--from` names and the two after it.
 *
 *   npx tsx scripts/regional-holidays.ts [--from 2025-2026]
 *
 * The regions publish their calendars each autumn for the next year; the panel tells the teacher
 * to check the list against the region's own and to change what differs.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Holidays from "date-holidays";
import { nationalHolidayOn } from "../app/platform/domain/national-holidays";
import { REGION_NAMES, type RegionCode } from "../app/platform/domain/regions";

const args = process.argv.slice(2);
const fromIndex = args.indexOf("--from");
const from = fromIndex >= 0 ? args[fromIndex + 1]! : "2025-2026";
const firstYear = Number(from.slice(0, 4));
const first = `${firstYear}-09-01`;
const last = `${firstYear + 3}-08-31`;

/** Names as a Spanish school calendar writes them, where the package's differ. */
const RENAMED: Record<string, string> = {
  "Dia de Cataluña": "Diada Nacional de Cataluña",
  "Fiesta del Sacrificio-Eidul Adha": "Fiesta del Sacrificio (Eid al-Adha)",
  "Fiesta del Sacrificio-Aid Al Adha": "Fiesta del Sacrificio (Eid al-Adha)",
  "Fiesta del Eid Fitr": "Fiesta del Eid al-Fitr",
  "San Esteban": "Sant Esteve",
  "Día de les Illes Balears": "Día de las Illes Balears",
};
const named = (name: string) => {
  const moved = / \(día sustituto\)$/.exec(name);
  const base = moved ? name.slice(0, moved.index) : name;
  return `${RENAMED[base] ?? base}${moved ? " (trasladado)" : ""}`;
};

const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

const regions = Object.keys(REGION_NAMES) as RegionCode[];
const lines: string[] = [];
let total = 0;
for (const region of regions) {
  const calendar = new Holidays("ES", region, { languages: ["es"] });
  const days = new Map<string, string>();
  for (let year = firstYear; year <= firstYear + 3; year++) {
    for (const holiday of calendar.getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      if (holiday.type !== "public" || day < first || day > last) continue;
      if (!isWeekday(day) || nationalHolidayOn(day)) continue;
      if (!days.has(day)) days.set(day, named(holiday.name));
    }
  }
  const sorted = [...days].sort(([a], [b]) => a.localeCompare(b));
  total += sorted.length;
  lines.push(
    `  ${region}: [\n${sorted.map(([day, name]) => `    ["${day}", ${JSON.stringify(name)}],`).join("\n")}\n  ],`,
  );
}

const { version } = JSON.parse(
  await readFile(path.resolve(import.meta.dirname, "../node_modules/date-holidays/package.json"), "utf8"),
) as { version: string };
const target = path.resolve(import.meta.dirname, "../app/platform/domain/regional-holidays-data.ts");
await writeFile(
  target,
  `// Written by scripts/regional-holidays.ts: do not edit by hand (run it again with --from for later years).
import type { RegionCode } from "./regions";

/** Where the days come from, as the panel says it. */
export const REGIONAL_HOLIDAYS_SOURCE = "las reglas de cada comunidad del paquete date-holidays ${version}";

/** The days the lists cover: three school years. */
export const REGIONAL_HOLIDAYS_COVER = { first: "${first}", last: "${last}" };

/** The school days (Monday to Friday, national holidays left out) each region keeps, in that time. */
export const REGIONAL_HOLIDAYS: Record<RegionCode, readonly (readonly [day: string, name: string])[]> = {
${lines.join("\n")}
};
`,
);
console.log(
  `${total} días de ${regions.length} comunidades, ${first} – ${last}: ${path.relative(process.cwd(), target)}`,
);
