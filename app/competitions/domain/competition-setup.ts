import { MAX_GROUP_TEAMS, roundRobin, ScheduleError, type ScheduledMatch, scheduleRounds } from "./fixtures";
import { readHeaderRow, splitPastedLines } from "~/platform/domain/pasted-rows";

/**
 * A competition set up in one form: its teams pasted one a line, in groups taken from
 * the paste («Grupo A: …», or a «Grupo A» line above its teams) or drawn, and its fixtures laid
 * out on school days. The same plan is the preview in the browser and what the server saves.
 */

/** Most teams one competition takes at once (8 groups of 8 is a big tournament). */
export const MAX_SETUP_TEAMS = 64;
export const MAX_SETUP_GROUPS = 8;
const GROUP_CODES = "ABCDEFGH";

export type PlannedGroup = { code: string; label: string; teams: string[] };
/** The teams read, and the class of those the paste gives one («2º ESO A»), by team name. */
export type TeamLines = ({ groups: { label: string; teams: string[] }[] } | { teams: string[] }) & {
  courses: Record<string, string>;
};

const GROUP_LINE = /^grupo\s+([a-h1-8])\s*:?\s*(.*)$/i;
/** A group cell of a spreadsheet's column: «A», «Grupo A», «1». */
const GROUP_CELL = /^(?:grupo\s+)?([a-h1-8])$/i;

/** The titles a spreadsheet of teams may use («Grupo⇥Equipo» was once read as a group «E» with a team «quipo»). */
const TEAM_SHEET_HEADERS = {
  group: ["grupo", "grupos"],
  team: ["equipo", "equipos", "nombre", "nombre del equipo"],
  course: ["curso", "clase", "curso y clase"],
};

/** Longest class a team is given from the paste («1º Bachillerato B»). */
const MAX_COURSE_LENGTH = 40;

type SheetRows =
  { rows: { line: number; group: string | null; team: string; course: string | null }[] } | { error: string };

/**
 * Teams copied as a range of a spreadsheet: a titles row names the columns (Grupo, Equipo, Curso,
 * in any order; others left out). Null when the paste is not a titled sheet.
 */
function readTeamSheet(text: string): SheetRows | null {
  const lines = splitPastedLines(text);
  const header = lines[0] && lines[0].cells.length > 1 ? readHeaderRow(lines[0].cells, TEAM_SHEET_HEADERS) : null;
  if (!header) {
    const columns = lines.find((l) => l.cells.length > 1);
    if (text.includes("\t") && columns)
      return {
        error: `La línea ${columns.line} tiene varias columnas: pega también la fila de títulos (Grupo, Equipo, Curso) o solo la columna de los equipos.`,
      };
    return null;
  }
  const at = (column: string) => header.indexOf(column);
  if (at("team") < 0) return { error: "La fila de títulos no tiene la columna «Equipo»." };
  const rows: Extract<SheetRows, { rows: unknown }>["rows"] = [];
  for (const { line, cells } of lines.slice(1)) {
    const team = cells[at("team")] ?? "";
    if (team === "") return { error: `A la línea ${line} le falta el equipo.` };
    const groupCell = at("group") >= 0 ? (cells[at("group")] ?? "") : "";
    const group = GROUP_CELL.exec(groupCell);
    if (at("group") >= 0 && !group)
      return { error: `Línea ${line}: «${groupCell}» no es un grupo (escribe A, B… o Grupo A).` };
    const course = at("course") >= 0 ? cells[at("course")] || null : null;
    if (course && course.length > MAX_COURSE_LENGTH)
      return { error: `Línea ${line}: el curso «${course.slice(0, 30)}…» es demasiado largo.` };
    rows.push({ line, group: group ? `Grupo ${group[1]!.toUpperCase()}` : null, team, course });
  }
  return { rows };
}

/** The pasted team lines: grouped when they name their groups, else one list (to be drawn). */
export function readTeamLines(text: string): TeamLines | { error: string } {
  const groups: { label: string; teams: string[] }[] = [];
  const loose: string[] = [];
  const courses: Record<string, string> = {};
  const addToGroup = (label: string, teams: string[]) => {
    let current = groups.find((g) => g.label === label);
    if (!current) groups.push((current = { label, teams: [] }));
    current.teams.push(...teams);
  };
  const sheet = readTeamSheet(text);
  if (sheet && "error" in sheet) return sheet;
  if (sheet) {
    for (const row of sheet.rows) {
      if (row.course) courses[row.team] = row.course;
      if (row.group === null) loose.push(row.team);
      else addToGroup(row.group, [row.team]);
    }
  } else
    for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
      const line = raw.trim();
      if (line === "") continue;
      const group = GROUP_LINE.exec(line);
      if (group) {
        // «Grupo A: Rayo, Leones» puts several teams on one line.
        addToGroup(
          `Grupo ${group[1]!.toUpperCase()}`,
          group[2]!
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean),
        );
      } else if (groups.length > 0) groups.at(-1)!.teams.push(line);
      // A titles line of one column («Equipos») is not a team.
      else if (!(loose.length === 0 && readHeaderRow([line], { team: TEAM_SHEET_HEADERS.team }))) loose.push(line);
    }
  if (groups.length > 0 && loose.length > 0)
    return {
      error: `«${loose[0]}» no está en ningún grupo: empieza con la línea de su grupo («Grupo A»), o no pongas grupos.`,
    };
  const all = groups.length > 0 ? groups.flatMap((g) => g.teams) : loose;
  if (all.length === 0) return { error: "Escribe los equipos, uno por línea." };
  if (all.length > MAX_SETUP_TEAMS) return { error: `Como mucho ${MAX_SETUP_TEAMS} equipos de una vez.` };
  const tooLong = all.find((t) => t.length > 80);
  if (tooLong) return { error: `«${tooLong.slice(0, 30)}…» es demasiado largo: como mucho 80 caracteres.` };
  const seen = new Set<string>();
  for (const team of all) {
    const key = team.toLocaleLowerCase("es");
    if (seen.has(key)) return { error: `«${team}» está dos veces.` };
    seen.add(key);
  }
  if (groups.length > MAX_SETUP_GROUPS) return { error: `Como mucho ${MAX_SETUP_GROUPS} grupos.` };
  const small = groups.find((g) => g.teams.length < 2);
  if (small) return { error: `${small.label} necesita al menos 2 equipos.` };
  return groups.length > 0 ? { groups, courses } : { teams: loose, courses };
}

/** A small seeded random generator (mulberry32): the preview and the save draw the same groups. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The teams shuffled by `seed` and dealt into `count` groups (A, B, …), sizes differing by one at most. */
export function drawGroups(teams: readonly string[], count: number, seed: number): PlannedGroup[] {
  const random = seeded(seed);
  const shuffled = [...teams];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const groups = Array.from({ length: count }, (_, i) => ({
    code: GROUP_CODES[i]!,
    label: `Grupo ${GROUP_CODES[i]}`,
    teams: [] as string[],
  }));
  shuffled.forEach((team, i) => groups[i % count]!.teams.push(team));
  return groups;
}

export type SetupInput = {
  teams: string;
  /** Groups to draw when the paste names none (1–8). */
  groupCount: number;
  seed: number;
  /** No fixtures: only the groups and teams (the teacher plans the matches later). */
  fixtures: { start: string; time: string; courts: number; homeAndAway: boolean } | null;
};

/** `drawn`: the groups were drawn (the paste named none); `courses`: the class the paste gives a team. */
export type SetupPlan = {
  groups: PlannedGroup[];
  drawn: boolean;
  courses: Record<string, string>;
  matches: (ScheduledMatch<string> & { group: string })[];
};

/**
 * The groups (taken from the paste, or drawn) and every group's round robin on school days, the
 * groups sharing the courts at the break. An error says what to fix, in the words of the form.
 */
export function planCompetitionSetup(
  input: SetupInput,
  nonSchoolDays: readonly string[],
): SetupPlan | { error: string; field: "teams" | "groupCount" | "start" } {
  const read = readTeamLines(input.teams);
  if ("error" in read) return { error: read.error, field: "teams" };
  let groups: PlannedGroup[];
  if ("groups" in read) groups = read.groups.map((g) => ({ code: g.label.slice(-1), label: g.label, teams: g.teams }));
  else {
    const most = Math.floor(read.teams.length / 2);
    if (input.groupCount > most)
      return {
        error: `Con ${read.teams.length} equipos cabe${most === 1 ? " como mucho un grupo" : `n como mucho ${most} grupos`} (2 equipos por grupo).`,
        field: "groupCount",
      };
    groups = drawGroups(read.teams, input.groupCount, input.seed);
  }
  const big = groups.find((g) => g.teams.length > MAX_GROUP_TEAMS);
  if (big) return { error: `${big.label} tiene más de ${MAX_GROUP_TEAMS} equipos.`, field: "teams" };
  const drawn = !("groups" in read);
  const { courses } = read;
  if (!input.fixtures) return { groups, drawn, courses, matches: [] };
  const matches: SetupPlan["matches"] = [];
  const takenCourts = new Map<string, number>();
  try {
    for (const group of groups) {
      const scheduled = scheduleRounds(roundRobin(group.teams, { homeAndAway: input.fixtures.homeAndAway }), {
        ...input.fixtures,
        nonSchoolDays,
        takenCourts,
      });
      for (const match of scheduled) {
        matches.push({ ...match, group: group.code });
        takenCourts.set(match.date, (takenCourts.get(match.date) ?? 0) + 1);
      }
    }
  } catch (error) {
    if (error instanceof ScheduleError) return { error: error.message, field: "start" };
    throw error;
  }
  // In the order they are played: day, then court.
  return { groups, drawn, courses, matches: matches.sort((a, b) => a.date.localeCompare(b.date) || a.court - b.court) };
}
