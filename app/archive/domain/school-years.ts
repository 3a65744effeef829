import type { ArchivedBlogPost } from "~/blog";
import type { ArchivedLeagueTeam, CompetitionPageData } from "~/competitions";
import type { ArchivedCourses } from "~/courses";
import type { ArchivedNewsItem } from "~/news";
import type { CourseGate } from "~/people";
import { z } from "~/platform/domain/zod";
import { yearWordsShape } from "~/platform/domain/admin-forms";
import { isSchoolYearId } from "./school-calendar";

/**
 * School years (docs/decisions/012). A year is named '2025-2026'. Closing it keeps a
 * read-only copy of everything it showed (its archive) and opens the next one.
 */

/** A closed year, as it was: what the public pages showed, and (for the teacher only) the gated lists. */
export type YearArchive = {
  year: string;
  closedAt: string;
  competitions: CompetitionPageData[];
  league: ArchivedLeagueTeam[];
  newsItems: ArchivedNewsItem[];
  blogPosts: ArchivedBlogPost[];
} & ArchivedCourses;

/** What the public archive may show of a year: everything but the gated lists. */
export type PublicYearArchive = Omit<YearArchive, "ranking" | "progress">;

export function publicPartOf({ ranking: _ranking, progress: _progress, ...rest }: YearArchive): PublicYearArchive {
  return rest;
}

/**
 * Each competition's champion: the winner of its final, or, for a competition of one table whose
 * matches were all played, the team alone at the top. None while it is not decided.
 */
export function championsOf(
  archive: Pick<YearArchive, "competitions">,
): { slug: string; competition: string; sport: CompetitionPageData["competition"]["sport"]; champion: string }[] {
  return archive.competitions.flatMap(({ competition, groups, matches, knockout }) => {
    let champion: string | null = null;
    if (knockout) champion = knockout.champion;
    else if (groups.length === 1 && matches.length > 0 && matches.every((m) => m.played)) {
      const top = groups[0]!.standings.filter((row) => row.position === 1);
      champion = top.length === 1 ? top[0]!.name : null;
    }
    return champion
      ? [{ slug: competition.slug, competition: competition.name, sport: competition.sport, champion }]
      : [];
  });
}

const coursePassword = z
  .string()
  .trim()
  .min(6, "La contraseña debe tener al menos 6 caracteres.")
  .max(200, "La contraseña no puede superar 200 caracteres.");

const isCourseGate = (key: string): key is CourseGate => /^course:[a-z0-9-]{1,40}$/.test(key);

/**
 * 'Cerrar el curso': the year being closed (so a second click, or an old tab, closes nothing
 * else), whether the competitions carry over (empty), and a new password for each course in use,
 * each field named by its gate (`course:2-eso`; the courses are the teacher's: the
 * action checks that every course has one).
 */
const closeSchoolYearFields = z.object({
  year: z.string().refine(isSchoolYearId, "Curso no válido."),
  keepCompetitions: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
  understood: z.literal("on", { message: "Marca la casilla para confirmar que quieres cerrar el curso." }),
  // The new year's words, offered by the close form; left out, they stay as they are.
  timetableYear: yearWordsShape.timetableYear.optional(),
  tournamentEdition: yearWordsShape.tournamentEdition.optional(),
  bilingualLabel: yearWordsShape.bilingualLabel.optional(),
});

/** A closed year's champion offered to the Hall of Fame: its year and its competition. */
export const championOfferSchema = z.object({ year: z.string().max(9), slug: z.string().max(100) });

export const closeSchoolYearSchema = closeSchoolYearFields.catchall(z.unknown()).transform((value, ctx) => {
  const passwords: { gate: CourseGate; password: string }[] = [];
  for (const [key, typed] of Object.entries(value)) {
    if (!isCourseGate(key)) continue;
    const parsed = coursePassword.safeParse(typed);
    if (parsed.success) passwords.push({ gate: key, password: parsed.data });
    else ctx.addIssue({ code: "custom", path: [key], message: parsed.error.issues[0]?.message ?? "Valor no válido." });
  }
  const { year, keepCompetitions, understood, timetableYear, tournamentEdition, bilingualLabel } = value;
  return { year, keepCompetitions, understood, timetableYear, tournamentEdition, bilingualLabel, passwords };
});

/** The timetable's year as the new year's close suggests it: '2026-2027' → '2026/2027'. */
export const timetableYearOf = (id: string) => id.replace("-", "/");

/** The lists of a closed year's export, each a spreadsheet (CSV): its file name part, header and rows. */
export const ARCHIVE_TABLES = ["partidos", "clasificaciones", "liga", "ranking", "progreso"] as const;
export type ArchiveTable = (typeof ARCHIVE_TABLES)[number];

const ARCHIVE_FILE = new RegExp(
  `^(?<year>\\d{4}-\\d{4})(?:-(?<table>${ARCHIVE_TABLES.join("|")}))?\\.(?<format>json|csv)$`,
);
const isArchiveTable = (value: string): value is ArchiveTable => (ARCHIVE_TABLES as readonly string[]).includes(value);

/**
 * An export's file name: `2025-2026.json` (the whole archive) or `2025-2026-partidos.csv` (one
 * list). Null for anything else, a CSV of the whole year or a JSON of one list included.
 */
export function parseArchiveFileName(
  name: string,
): { year: string; format: "json" } | { year: string; format: "csv"; table: ArchiveTable } | null {
  const groups = ARCHIVE_FILE.exec(name)?.groups;
  if (!groups?.year) return null;
  const { year, table, format } = groups;
  if (format === "json" && table === undefined) return { year, format };
  if (format === "csv" && table !== undefined && isArchiveTable(table)) return { year, format, table };
  return null;
}

export function archiveTable(
  archive: YearArchive,
  table: ArchiveTable,
): { header: string[]; rows: (string | number | null)[][] } {
  switch (table) {
    case "partidos":
      return {
        // The score in number columns and the day as ISO: a spreadsheet sorts and sums them.
        header: [
          "Competición",
          "Fase",
          "Equipo 1",
          "Equipo 2",
          "Tanteo 1",
          "Tanteo 2",
          "Penaltis 1",
          "Penaltis 2",
          "Fecha",
          "Hora",
          "Lugar",
        ],
        rows: archive.competitions.flatMap(({ competition, groups, matches, knockout }) => {
          const groupLabel = new Map(groups.map((g) => [g.id, g.label]));
          const tieLabel = new Map(
            (knockout?.ties ?? []).flatMap((t) => (t.matchId === null ? [] : [[t.matchId, t.label] as const])),
          );
          return matches.map((m) => [
            competition.name,
            tieLabel.get(m.id) ?? groupLabel.get(m.groupId) ?? "",
            m.team1,
            m.team2,
            m.played ? m.team1Score : null,
            m.played ? m.team2Score : null,
            m.penalties?.team1 ?? null,
            m.penalties?.team2 ?? null,
            m.day ?? "",
            m.time,
            m.location,
          ]);
        }),
      };
    case "clasificaciones":
      return {
        header: [
          "Competición",
          "Grupo",
          "Puesto",
          "Equipo",
          "PJ",
          "V",
          "E",
          "D",
          "A favor",
          "En contra",
          "Diferencia",
          "Puntos",
        ],
        rows: archive.competitions.flatMap(({ competition, groups }) =>
          groups.flatMap((g) =>
            g.standings.map((r) => [
              competition.name,
              g.label,
              r.position,
              r.name,
              r.pj,
              r.v,
              r.e,
              r.d,
              r.pf,
              r.pc,
              r.dp,
              r.pts,
            ]),
          ),
        ),
      };
    case "liga":
      return {
        header: ["Equipo", "Deporte", "Capitán", "Integrantes"],
        rows: archive.league.map((t) => [t.name, t.sport, t.captain, t.members.join(", ")]),
      };
    case "ranking":
      return {
        header: ["Curso", "Clase", "Puesto", "Nombre", "Puntos", "Insignias"],
        rows: archive.ranking.map((r) => [r.course, r.classLetter, r.rank, r.name, r.points, r.badges.join(", ")]),
      };
    case "progreso":
      return {
        header: ["Clase", "Puesto", "Nombre", "Progreso (%)", "Especial"],
        rows: archive.progress.map((r) => [r.classLetter, r.rank, r.name, r.progress, r.special]),
      };
  }
}
