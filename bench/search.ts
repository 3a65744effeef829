// The site's search: latency of searchSite over 1,000 queries on the seed plus 2,000
// generated news items, on a fresh in-memory PGlite (or the scratch PostgreSQL of DATABASE_URL:
// the seed runs there). Queries are one or two words, half typed without their accents.
// Run: npm run bench:buscar [-- --news 2000 --queries 1000]
import { parseArgs } from "node:util";
import { newsItems } from "../db/schema";
import { openDatabase } from "../app/platform/server/db.server";
import { searchSite } from "../app/search/index.server";
import { pathsOutOfMenu } from "../app/site/index.server";
import { createReadCache } from "../app/platform/server/read-cache.server";
import { seedDatabase } from "../app/site/server/seed.server";
import { percentile, writeResults } from "./lib";

const { values } = parseArgs({
  options: { news: { type: "string", default: "2000" }, queries: { type: "string", default: "1000" } },
});
const NEWS = Number(values.news);
const QUERIES = Number(values.queries);

const WORDS = [
  "fútbol",
  "baloncesto",
  "voleibol",
  "bádminton",
  "orientación",
  "carrera",
  "solidaria",
  "inscripción",
  "torneo",
  "campeonato",
  "recreo",
  "partido",
  "final",
  "semifinal",
  "equipo",
  "pabellón",
  "excursión",
  "senderismo",
  "nutrición",
  "salud",
  "Xacobeo",
  "Camino",
  "kilómetros",
  "autorización",
  "familias",
  "jornada",
  "música",
  "baile",
  "acrosport",
  "atletismo",
  "natación",
  "piscina",
  "árbitro",
  "entrenamiento",
  "calentamiento",
  "estiramientos",
  "hábitos",
  "desayuno",
  "bicicleta",
  "patinaje",
];
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
const sentence = (n: number) =>
  Array.from({ length: n }, () =>
    random() < 0.3
      ? pick()
      : ["el", "la", "de", "con", "para", "los", "alumnos", "del", "centro", "una"][Math.floor(random() * 10)],
  ).join(" ");
const unaccented = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

const url = process.env.DATABASE_URL;
const handle = url
  ? await openDatabase({ kind: "postgres", url })
  : await openDatabase({ kind: "pglite", dataDir: null });
await seedDatabase(handle.db);
for (let start = 0; start < NEWS; start += 200) {
  await handle.db.insert(newsItems).values(
    Array.from({ length: Math.min(200, NEWS - start) }, (_, i) => ({
      title: `${pick()} ${sentence(5)}`.slice(0, 200),
      date: `2026-${String(1 + ((start + i) % 12)).padStart(2, "0")}-${String(1 + ((start + i) % 28)).padStart(2, "0")}`,
      content: Array.from({ length: 3 }, () => sentence(40)).join("\n\n"),
    })),
  );
}

const queries = Array.from({ length: QUERIES }, (_, i) => {
  const words = random() < 0.6 ? [pick()] : [pick(), pick()];
  return (i % 2 ? words.map(unaccented) : words).join(" ");
});
// As /buscar asks it: the menu's hidden addresses (from the read cache, as on the server), then the search.
const reads = createReadCache();
const search = async (query: string) => searchSite(handle.db, query, await pathsOutOfMenu({ db: handle.db, reads }));
// A few to warm up the caches and the plans.
for (const query of queries.slice(0, 20)) await search(query);
const timings: number[] = [];
let found = 0;
for (const query of queries) {
  const start = performance.now();
  const hits = await search(query);
  timings.push(performance.now() - start);
  if (hits.length) found++;
}
await handle.close();

const results = {
  database: url ? "postgres" : "pglite",
  news: NEWS,
  queries: QUERIES,
  withResults: found,
  p50ms: +percentile(timings, 50).toFixed(1),
  p99ms: +percentile(timings, 99).toFixed(1),
  maxms: +Math.max(...timings).toFixed(1),
};
console.table([results]);
writeResults("buscar", results);
