import { optionalPlannableDay, plannableDay } from "./match-days";
import { MAX_SETUP_GROUPS, planCompetitionSetup } from "./competition-setup";
import { DEFAULT_MATCH_TIME } from "./fixtures";
import {
  COMPETITION_CATEGORIES,
  COMPETITION_FORMATS,
  type CompetitionCategory,
  type CompetitionFormat,
  isCompetitionColour,
  LEAGUE_SPORTS,
} from "./championships";
import { type ClosedDay, MAX_PERIOD_DAYS, parseDayList } from "./fixtures";
import { SPORT_KINDS, type SportKind } from "./championships";
import { SPORT_VARIANT_KEYS, SPORT_VARIANTS, type SportVariant } from "./sport-setup";
import { TIE_BREAKS, type TieBreak } from "./standings";
import { rowId, z } from "~/platform/domain/zod";
import { isRegionCode, type RegionCode } from "~/platform/domain/regions";

/**
 * Schemas of the panel's competition-builder forms: a new competition, its table's
 * rules, and the generation of a group's fixtures. Messages in Spanish; limits as the database's.
 */

export const CATEGORY_VALUES = Object.keys(COMPETITION_CATEGORIES) as CompetitionCategory[];

/** How a competition is played (empty: the sport's usual way); its sport's own, checked with the sport. */
const variant = z
  .enum(["", ...SPORT_VARIANT_KEYS], { message: "Elige una modalidad de la lista." })
  .optional()
  .transform((v): SportVariant | null => (v ? (v as SportVariant) : null));

/** The message for a way of playing that is another sport's (3x3 for a football competition). */
export const VARIANT_OF_OTHER_SPORT = "Esa modalidad es de otro deporte: elige una del deporte de la competición.";
export const isVariantOf = (sport: SportKind, value: SportVariant | null) =>
  value === null || Object.hasOwn(SPORT_VARIANTS[sport], value);

export const newCompetitionSchema = z.object({
  name: z.string().trim().min(1, "Escribe el nombre.").max(80, "Como mucho 80 caracteres."),
  sport: z.enum(SPORT_KINDS, { message: "Elige un deporte." }),
  variant,
  category: z
    .enum(["", ...CATEGORY_VALUES], { message: "Elige una categoría." })
    .optional()
    .transform((v): CompetitionCategory | null => (v ? (v as CompetitionCategory) : null)),
  format: z
    .enum(Object.keys(COMPETITION_FORMATS) as [CompetitionFormat, ...CompetitionFormat[]], {
      message: "Elige un formato.",
    })
    .optional()
    .transform((v): CompetitionFormat => v ?? "groups"),
  /** Empty: the next colour of the list. */
  colour: z
    .string()
    .optional()
    .refine((v) => !v || isCompetitionColour(v), "Elige un color de la lista.")
    .transform((v) => (v && isCompetitionColour(v) ? v : null)),
});

const points = z.coerce
  .number({ message: "Escribe los puntos." })
  .int("Escribe un número entero.")
  .min(0, "De 0 a 10 puntos.")
  .max(10, "De 0 a 10 puntos.");

/** The table's tie-breaks, one select each, in order (empty: none). */
export const TIE_BREAK_FIELDS = ["tieBreak1", "tieBreak2", "tieBreak3", "tieBreak4"] as const;
const tieBreak = z.enum(["", ...TIE_BREAKS], { message: "Elige un desempate." }).optional();

/** The teacher's own rules for a competition, one a line, after those its settings write. */
const ownRules = z
  .string()
  .max(2000, "Como mucho 2000 caracteres.")
  .optional()
  .transform((v) => (v ?? "").replace(/\r\n?/g, "\n").trim());

export const competitionRulesSchema = z
  .object({
    variant,
    ownRules,
    pointsWin: points,
    pointsDraw: points,
    pointsLoss: points,
    tieBreak1: tieBreak,
    tieBreak2: tieBreak,
    tieBreak3: tieBreak,
    tieBreak4: tieBreak,
  })
  .transform((v, ctx) => {
    const tieBreaks = TIE_BREAK_FIELDS.map((field) => v[field]).filter((t): t is TieBreak => Boolean(t));
    if (new Set(tieBreaks).size !== tieBreaks.length) {
      ctx.addIssue({
        code: "custom",
        message: "Cada desempate solo puede estar una vez.",
        path: [TIE_BREAK_FIELDS[0]],
      });
      return z.NEVER;
    }
    return {
      variant: v.variant,
      ownRules: v.ownRules,
      points: { win: v.pointsWin, draw: v.pointsDraw, loss: v.pointsLoss },
      tieBreaks,
    };
  });

const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");
const courts = z.coerce
  .number({ message: "Escribe un número de pistas." })
  .int("Escribe un número de pistas.")
  .min(1, "Al menos una pista.")
  .max(8, "Como mucho 8 pistas.");
const matchTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Escribe la hora como 11:15.");

/** The league's competition of one sport, from its approved teams: when and how its matches are played. */
export const leagueCompetitionSchema = z.object({
  sport: z.enum(LEAGUE_SPORTS, { message: "Elige un deporte de la liga." }),
  start: plannableDay("Elige el primer día."),
  time: matchTime,
  courts,
  homeAndAway: checkbox,
});

export const fixtureGenerationSchema = z.object({
  groupId: rowId(),
  start: plannableDay("Elige el primer día."),
  time: matchTime,
  courts,
  homeAndAway: checkbox,
});

/** The school's calendar (/admin/calendario): its days without classes, one a line, periods too. */
export const schoolCalendarSchema = z.object({
  days: z
    .string()
    .max(4000, "Demasiados días.")
    .optional()
    .transform((text, ctx): ClosedDay[] => {
      const read = parseDayList(text ?? "");
      if ("days" in read) return read.days;
      ctx.addIssue({
        code: "custom",
        message: `«${read.badLine}» no es un día ni un periodo: escribe 08/12/2026, 2026-12-08 o 23/12/2026-07/01/2027 (de ${MAX_PERIOD_DAYS} días como mucho).`,
      });
      return z.NEVER;
    }),
});

/** The school's region, chosen once in the calendar: its holidays join the days without classes. */
export const holidayRegionSchema = z.object({
  region: z
    .string({ message: "Elige tu comunidad autónoma." })
    .refine(isRegionCode, "Elige tu comunidad autónoma.")
    .transform((code) => code as RegionCode),
});

/** Drawing the knockout stage: its first day and time, a match for third place, and whether to draw before the groups end. */
export const knockoutDrawSchema = z.object({
  start: plannableDay("Elige el día de la primera ronda."),
  time: matchTime,
  /** The courts the ties of one day share (empty: one, the ties one after the other). */
  courts: z.preprocess((v) => (v === undefined || v === "" ? "1" : v), courts),
  thirdPlace: checkbox,
  evenIfUnfinished: checkbox,
  /** With four groups: quarterfinals (two a group) or straight to the semifinals (the winners). */
  qualifiersPerGroup: z
    .enum(["1", "2"], { message: "Elige cuántos pasan de cada grupo." })
    .optional()
    .transform((v): 1 | 2 => (v === "1" ? 1 : 2)),
});

// The editor of one competition: its groups, teams, matches and results.

const id = rowId();
const optionalGroup = z
  .string()
  .optional()
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || Number.isSafeInteger(v), "Elige un grupo.");
const teamName = z.string().trim().min(1, "Escribe el nombre.").max(80, "Como mucho 80 caracteres.");
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Como mucho ${max} caracteres.`)
    .optional()
    .transform((v) => v || null);
const score = z.string().max(10);

/** A form that names one row (delete, clear). */
export const rowIdSchema = z.object({ id });
export const groupSchema = z.object({
  code: z.string().trim().min(1, "Escribe un código (A, B…).").max(10),
  label: teamName,
  shownSeparately: z.literal("on").optional(),
});
export const teamSchema = z.object({ name: teamName, course: optionalLine(40), groupId: optionalGroup });
export const teamUpdateSchema = teamSchema.extend({ id });
export const matchSchema = z
  .object({ team1Id: id, team2Id: id, day: optionalPlannableDay, time: optionalLine(20), groupId: optionalGroup })
  .refine((v) => v.team1Id !== v.team2Id, { message: "Elige dos equipos distintos.", path: ["team2Id"] });
export const matchRescheduleSchema = z.object({ id, day: optionalPlannableDay, time: optionalLine(20) });
/** Scores as typed: the sport's rules (app/competitions/domain/match-result.ts) judge them. */
export const matchResultSchema = z.object({
  id,
  team1: score,
  team2: score,
  penalties1: score.optional(),
  penalties2: score.optional(),
});
export const matchSwapSchema = z.object({ first: id, second: id });

/**
 * The new competition's one form: what `newCompetitionSchema` asks, the teams pasted one
 * a line, the groups to draw when the paste names none, and whether to lay out the fixtures now.
 * The closed days are the school's list, kept on the server: the schema is made with them, so the
 * plan the browser previews is the one checked and saved.
 */
export function competitionSetupSchema(nonSchoolDays: readonly string[]) {
  return newCompetitionSchema
    .extend({
      teams: z.string().max(6000, "Demasiado texto.").optional(),
      groupCount: z.coerce
        .number({ message: "Elige cuántos grupos." })
        .int("Elige cuántos grupos.")
        .min(1, "Al menos un grupo.")
        .max(MAX_SETUP_GROUPS, `Como mucho ${MAX_SETUP_GROUPS} grupos.`)
        .optional(),
      seed: z.coerce
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .optional(),
      withFixtures: checkbox,
      start: optionalPlannableDay,
      time: matchTime.optional(),
      courts: courts.optional(),
      homeAndAway: checkbox,
    })
    .transform((value, ctx) => {
      const {
        teams,
        groupCount,
        seed,
        withFixtures,
        start,
        time,
        courts: courtCount,
        homeAndAway,
        ...competition
      } = value;
      if (!isVariantOf(competition.sport, competition.variant)) {
        ctx.addIssue({ code: "custom", path: ["variant"], message: VARIANT_OF_OTHER_SPORT });
        return z.NEVER;
      }
      if (!teams?.trim()) return { ...competition, plan: null };
      if (withFixtures && !start) {
        ctx.addIssue({ code: "custom", path: ["start"], message: "Elige el primer día de los partidos." });
        return z.NEVER;
      }
      const fixtures =
        withFixtures && start
          ? { start, time: time ?? DEFAULT_MATCH_TIME, courts: courtCount ?? 1, homeAndAway }
          : null;
      const plan = planCompetitionSetup(
        { teams, groupCount: groupCount ?? 1, seed: seed ?? 1, fixtures },
        nonSchoolDays,
      );
      if ("error" in plan) {
        ctx.addIssue({ code: "custom", path: [plan.field], message: plan.error });
        return z.NEVER;
      }
      return { ...competition, plan };
    });
}
