import { intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { TIMETABLE_EDITOR_COPY as copy } from "../copy/timetable";
import { parseTimetableForm, TIMETABLE_GRIDS, type TimetableGridName } from "../domain/timetable";
import { timetableGridSchema } from "../domain/timetable-form";
import { getTimetable, replaceTimetableGrid } from "./timetable.server";

/** The grid the editor opens (`?tabla=instalaciones`, or the classes'). */
const gridOf = (value: string | null): TimetableGridName => (value === "instalaciones" ? "instalaciones" : "clases");

/** One grid of the timetable as its editor shows it. */
export async function loadTimetableEditor(db: Database, requested: string | null) {
  const grid = gridOf(requested);
  const timetable = await getTimetable(db);
  return { grid, rows: grid === "clases" ? timetable.classes : timetable.facilities };
}

/** The timetable editor's form: one grid saved whole. */
export function timetableEditorIntents() {
  return {
    save: intent({
      schema: timetableGridSchema,
      async run(value, { tx }) {
        const grid = value.grid as TimetableGridName;
        const { cells } = parseTimetableForm(grid, value);
        await replaceTimetableGrid(tx, grid, cells);
        return { action: copy.audit.changed, target: TIMETABLE_GRIDS[grid], details: copy.audit.cells(cells.length) };
      },
      success: copy.saved,
    }),
  };
}
