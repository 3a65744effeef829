import { z } from "~/platform/domain/zod";
import { SUBMISSION_KEY_PATTERN } from "./kept-results";

/** A text of the result dialog's form: at most 200 characters (a password, a pass, a score), empty when left out. */
const text = z
  .string()
  .max(200)
  .optional()
  .transform((value) => value ?? "");

/** Which match the result dialog is about (`partido`): a positive id, or the match is not found. */
export const resultMatchSchema = z.object({
  partido: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

/**
 * What the result dialog asks: `unlock` with the organiser password, `lock` its
 * pass when it closes, `save` the scores (with the pass, or none for a staff session or today's
 * pass). Anything else is a bad request.
 */
export const resultEntrySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unlock"), password: text }),
  z.object({ intent: z.literal("lock"), pass: text }),
  z.object({
    intent: z.literal("save"),
    pass: text,
    team1: text,
    team2: text,
    penalties1: text,
    penalties2: text,
  }),
]);

/** A phone's key, or a list of them (`reemplaza`, comma-separated): what `newSubmissionKey` makes. */
const keyList = z
  .string()
  .max(5 * 33)
  .optional()
  .transform((value) => (value ?? "").split(",").filter((key) => SUBMISSION_KEY_PATTERN.test(key)));

/**
 * A result kept on the phone and sent when it could be (docs/decisions/044): the dialog's scores
 * with the phone's key, when it was typed (ISO, by the phone's clock: kept only when it is a date
 * within a month) and the match's score and day as the phone saw them. `unlock` takes the organiser
 * password once when today's pass ended while the results waited.
 */
export const keptResultSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unlock"), password: text }),
  z.object({
    intent: z.literal("save"),
    clave: z.string().regex(SUBMISSION_KEY_PATTERN),
    team1: text,
    team2: text,
    penalties1: text,
    penalties2: text,
    anotado: text,
    visto: text,
    cuando: text,
    reemplaza: keyList,
  }),
]);
