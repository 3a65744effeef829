// Measures what turning fsync on costs the embedded database: N autocommit UPDATEs (the shape of
// a form submission) with PGlite's default start parameters (-F, fsync off) and without -F.
// Run: npx tsx bench/pglite-fsync.ts [writes]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/platform/server/db.server";

const writes = Number(process.argv[2] ?? 300);

async function run(fsync: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-fsync-"));
  try {
    const handle = await openDatabase({ kind: "pglite", dataDir: dir, fsync });
    await handle.db.execute(sql`insert into visit_counter (id, visits) values (1, 0) on conflict do nothing`);
    const timings: number[] = [];
    for (let i = 0; i < writes; i++) {
      const start = performance.now();
      await handle.db.execute(sql`update visit_counter set visits = visits + 1 where id = 1`);
      timings.push(performance.now() - start);
    }
    await handle.close();
    timings.sort((a, b) => a - b);
    const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!;
    const total = timings.reduce((a, b) => a + b, 0);
    return {
      fsync: fsync ? "on" : "off",
      writes,
      writesPerSecond: Math.round((writes / total) * 1000),
      p50ms: +pct(50).toFixed(2),
      p99ms: +pct(99).toFixed(2),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rows = [await run(false), await run(true)];
console.table(rows);
console.log(
  `fsync on costs ${(rows[1]!.p50ms - rows[0]!.p50ms).toFixed(2)} ms per write at the median (${writes} writes each).`,
);
