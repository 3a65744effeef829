import { asc, eq, sql } from "drizzle-orm";
import { timetableCells } from "../../../db/schema";
import { buildTimetableGrid, type TimetableGridName } from "~/courses/domain/timetable";
import type { Database } from "~/platform/server/db.server";

/** Both grids of the timetable, ready to render (one query). */
export async function getTimetable(db: Database) {
  const cells = await db
    .select({
      grid: timetableCells.grid,
      slot: timetableCells.slot,
      weekday: timetableCells.weekday,
      entries: timetableCells.entries,
    })
    .from(timetableCells)
    .orderBy(asc(timetableCells.slot), asc(timetableCells.weekday));
  return {
    classes: buildTimetableGrid(cells.filter((c) => c.grid === "clases")),
    facilities: buildTimetableGrid(cells.filter((c) => c.grid === "instalaciones")),
  };
}

/** Replaces one whole grid (inside the caller's transaction: never half old, half new). */
export async function replaceTimetableGrid(
  db: Database,
  grid: TimetableGridName,
  cells: { slot: number; weekday: number; entries: string[] }[],
) {
  await db.delete(timetableCells).where(eq(timetableCells.grid, grid));
  if (cells.length) await db.insert(timetableCells).values(cells.map((c) => ({ ...c, grid, updatedAt: sql`now()` })));
}
