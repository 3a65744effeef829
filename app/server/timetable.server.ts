import { asc } from "drizzle-orm";
import { timetableCells } from "../../db/schema";
import { buildTimetableGrid } from "~/domain/timetable";
import type { Database } from "./db.server";

/** Both grids of the timetable, ready to render (one query). */
export async function getTimetable(db: Database) {
  const cells = await db
    .select({ grid: timetableCells.grid, slot: timetableCells.slot, weekday: timetableCells.weekday, entries: timetableCells.entries })
    .from(timetableCells)
    .orderBy(asc(timetableCells.slot), asc(timetableCells.weekday));
  return {
    classes: buildTimetableGrid(cells.filter((c) => c.grid === "clases")),
    facilities: buildTimetableGrid(cells.filter((c) => c.grid === "instalaciones")),
  };
}
