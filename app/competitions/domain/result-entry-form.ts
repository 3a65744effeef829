import { z } from "~/platform/domain/zod";

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
 * What the result dialog asks (spec 001 §4, §5): `unlock` with the organiser password, `lock` its
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
