import type { SportKind } from "./championships";

/*
 * What a competition of each sport starts with and how it may be played: the panel's and the
 * server's (the rules its page lists are written by the server). Apart from `SPORTS`, which every
 * competition page's scripts carry.
 */

/** The ways each sport is played, the first the default: each with how many play on a side. */
export const SPORT_VARIANTS = {
  futbol: { sala: { playersPerSide: 5 }, "futbol-7": { playersPerSide: 7 } },
  voleibol: { "6x6": { playersPerSide: 6 }, "4x4": { playersPerSide: 4 }, "2x2": { playersPerSide: 2 } },
  baloncesto: { "5x5": { playersPerSide: 5 }, "3x3": { playersPerSide: 3 } },
  badminton: { dobles: { playersPerSide: 2 }, individual: { playersPerSide: 1 } },
  otro: {},
} as const satisfies Record<SportKind, Readonly<Record<string, { playersPerSide: number }>>>;

/**
 * The table's points a new competition of each sport starts with (the teacher changes them in
 * «Reglas de la tabla»). Basketball counts as its own competitions do: 2 for a win, 1 for a game lost.
 */
export const SPORT_POINTS: Record<SportKind, { win: number; draw: number; loss: number }> = {
  futbol: { win: 3, draw: 1, loss: 0 },
  voleibol: { win: 3, draw: 1, loss: 0 },
  baloncesto: { win: 2, draw: 0, loss: 1 },
  badminton: { win: 3, draw: 0, loss: 0 },
  otro: { win: 3, draw: 1, loss: 0 },
};

/** Every sport's ways of being played (their keys are unique across sports), as a competition keeps one (`sportVariant`). */
export type SportVariant = { [S in SportKind]: keyof (typeof SPORT_VARIANTS)[S] & string }[SportKind];
export const SPORT_VARIANT_KEYS = Object.values(SPORT_VARIANTS).flatMap((variants) =>
  Object.keys(variants),
) as SportVariant[];

/** A sport's ways of being played, in the panel's order. */
export const variantsOf = (sport: SportKind) => Object.keys(SPORT_VARIANTS[sport]) as SportVariant[];

/** The way a competition of this sport is played: the one stored when it is the sport's, else the sport's first. */
export function sportVariant(sport: SportKind, stored: string | null | undefined): SportVariant | null {
  const variants = variantsOf(sport);
  return stored && (variants as string[]).includes(stored) ? (stored as SportVariant) : (variants[0] ?? null);
}
