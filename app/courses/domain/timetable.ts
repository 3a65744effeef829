/** The timetable: five weekdays, seven rows, 30-minute break 11:15-11:45. Its year is the teacher's (Ajustes). */
export const WEEKDAYS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"] as const;
export const TIME_SLOTS = [
  "08:15-09:15",
  "09:15-10:15",
  "10:15-11:15",
  "11:15-11:45",
  "11:45-12:45",
  "12:45-13:45",
  "13:45-14:45",
] as const;
export const BREAK_SLOT = 3;

export type CellColour = "guardia" | "recreo" | "eso1" | "eso2" | "eso3" | "eso4" | "bach" | "other" | "empty";

/**
 * The colour of one timetable entry: Guardia yellow, RECREO green, 1º ESO blue, 2º purple,
 * 3º pink, 4º indigo, Bach teal, anything else grey; an empty cell stays blank.
 */
export function timetableCellColour(entry: string | null | undefined): CellColour {
  const text = (entry ?? "").trim();
  if (text === "") return "empty";
  const lower = text.toLocaleLowerCase("es");
  if (lower.includes("guardia")) return "guardia";
  if (lower.includes("recreo")) return "recreo";
  if (/\bbach/.test(lower)) return "bach";
  const course = lower.match(/(?:^|[^0-9])([1-4])\s*[º°ª]/);
  if (course) return `eso${course[1]}` as CellColour;
  return "other";
}

export type TimetableGrid = { slot: number; time: string; isBreak: boolean; days: string[][] }[];

/** Builds the 7×5 grid from stored cells; a missing cell is empty. */
export function buildTimetableGrid(cells: { slot: number; weekday: number; entries: string[] }[]): TimetableGrid {
  return TIME_SLOTS.map((time, slot) => ({
    slot,
    time,
    isBreak: slot === BREAK_SLOT,
    days: WEEKDAYS.map((_, index) => {
      const cell = cells.find((c) => c.slot === slot && c.weekday === index + 1);
      return (cell?.entries ?? []).map((e) => e.trim()).filter(Boolean);
    }),
  }));
}

export const TIMETABLE_GRIDS = { clases: "Horario de clases", instalaciones: "Uso de instalaciones" } as const;
export type TimetableGridName = keyof typeof TIMETABLE_GRIDS;
const TIMETABLE_ENTRY_MAX = 60;
const TIMETABLE_ENTRIES_PER_CELL = 4;

/** The form field of one cell of the timetable editor. */
export const timetableFieldName = (slot: number, weekday: number) => `c-${slot}-${weekday}`;

/**
 * Reads the timetable editor: one field per cell, entries one per line (the classes grid holds
 * up to four per cell, the facilities grid one). Returns every non-empty cell, or the errors by field.
 */
export function parseTimetableForm(grid: TimetableGridName, fields: Record<string, unknown>) {
  const cells: { slot: number; weekday: number; entries: string[] }[] = [];
  const errors: Record<string, string> = {};
  const perCell = grid === "clases" ? TIMETABLE_ENTRIES_PER_CELL : 1;
  for (let slot = 0; slot < TIME_SLOTS.length; slot++) {
    for (let weekday = 1; weekday <= WEEKDAYS.length; weekday++) {
      const name = timetableFieldName(slot, weekday);
      const raw = fields[name];
      const entries = (typeof raw === "string" ? raw : "")
        .split(/\r?\n/)
        .map((e) => e.trim())
        .filter(Boolean);
      if (entries.length > perCell)
        errors[name] = perCell === 1 ? "Una sola línea por casilla." : `Como mucho ${perCell} líneas por casilla.`;
      else if (entries.some((e) => e.length > TIMETABLE_ENTRY_MAX))
        errors[name] = `Cada línea puede tener como mucho ${TIMETABLE_ENTRY_MAX} caracteres.`;
      else if (entries.length > 0) cells.push({ slot, weekday, entries });
    }
  }
  return { cells, errors };
}

/**
 * The colours a timetable's legend names: those its entries use, and the break's (its row is always
 * there). A course the school does not teach has no colour in its legend.
 */
export function coloursInUse(grids: readonly TimetableGrid[]): Set<CellColour> {
  const used = new Set<CellColour>(["recreo"]);
  for (const grid of grids)
    for (const row of grid) for (const cell of row.days) for (const entry of cell) used.add(timetableCellColour(entry));
  return used;
}
