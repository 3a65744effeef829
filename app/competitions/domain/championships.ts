import type { HubAddresses } from "~/platform/domain/site-settings";
/** Sports of the league and of the tournament. */
export const LEAGUE_SPORTS = ["Fútbol Sala", "Baloncesto"] as const;
export type LeagueSport = (typeof LEAGUE_SPORTS)[number];

/**
 * The colour of a competition's card and page header, kept with the competition (its words are
 * Spanish: the teacher picks one by name). The six of the seed have theirs; a new one gets the next
 * free in the list unless the teacher chooses.
 */
export const COMPETITION_COLOURS = {
  verde: "Verde",
  rosa: "Rosa",
  ambar: "Ámbar",
  naranja: "Naranja",
  azul: "Azul",
  violeta: "Violeta",
} as const;
export type CompetitionColour = keyof typeof COMPETITION_COLOURS;
export const COMPETITION_COLOUR_KEYS = Object.keys(COMPETITION_COLOURS) as CompetitionColour[];
export const isCompetitionColour = (value: string): value is CompetitionColour =>
  Object.hasOwn(COMPETITION_COLOURS, value);

/**
 * What a tournament team enrols in: the names of the tournament's competitions, as the database holds
 * them (a competition the teacher creates is offered at once). Null when there is none: then nobody
 * can enrol.
 */
export function enrolmentChoices(competitions: readonly { name: string }[]): [string, ...string[]] | null {
  const [first, ...rest] = competitions.map((c) => c.name);
  return first === undefined ? null : [first, ...rest];
}

/** The colour a competition at this place in the list gets when none is chosen. */
export const colourForPosition = (position: number): CompetitionColour =>
  COMPETITION_COLOUR_KEYS[Math.abs(position) % COMPETITION_COLOUR_KEYS.length]!;

export const ATHLETE_TYPES = ["Alumno/a", "Ex-alumno/a"] as const;

/** Tournament enrolment status: an unknown value is shown as pendiente. */
export const REGISTRATION_STATUSES = {
  pendiente: { label: "Pendiente", badge: "bg-yellow-100 text-yellow-900 ring-yellow-300" },
  aprobado: { label: "Aprobado", badge: "bg-green-100 text-green-900 ring-green-300" },
  rechazado: { label: "Rechazado", badge: "bg-slate-200 text-slate-900 ring-slate-400" },
} as const;
export type RegistrationStatus = keyof typeof REGISTRATION_STATUSES;

export function registrationStatus(value: string | null | undefined): RegistrationStatus {
  return value === "aprobado" || value === "rechazado" ? value : "pendiente";
}

/** The URL parameter that names the team a visitor follows on a competition's page and feed (`?equipo=<id>`). */
export const TEAM_PARAM = "equipo";

/** A competition's category. */
export const COMPETITION_CATEGORIES = { masculino: "Masculino", femenino: "Femenino", mixto: "Mixto" } as const;
export type CompetitionCategory = keyof typeof COMPETITION_CATEGORIES;

/**
 * Which tournament a competition belongs to, and so where its page lives: the tournament's, or the
 * league's (its enrolled teams play on the same machinery).
 */
export const TOURNAMENTS = ["torneo", "liga"] as const;
export type Tournament = (typeof TOURNAMENTS)[number];

/** Where a tournament's pages are: both hubs' addresses follow their names (settings: `SiteAddresses`). */
export const hubPath = (tournament: Tournament, hubs: HubAddresses) =>
  tournament === "liga" ? hubs.league : hubs.tournament;

/** A competition's page: `/campeonatos/<torneo>/futbol-masculino`, `/campeonatos/<liga>/liga-baloncesto`. */
export const competitionPath = (competition: { slug: string; tournament: Tournament }, hubs: HubAddresses) =>
  `${hubPath(competition.tournament, hubs)}/${competition.slug}`;
/** One team's own view of a competition's page («Sigue a tu equipo»): `…/<competición>?equipo=<id>`. */
export const teamViewPath = (
  competition: { slug: string; tournament: Tournament },
  hubs: HubAddresses,
  teamId: number | string,
) => `${competitionPath(competition, hubs)}?${TEAM_PARAM}=${teamId}`;
/** A competition's editor in the panel. */
export const competitionEditorPath = (slug: string) => `/admin/campeonatos/${slug}`;

/** How a competition is played: tables only (one group or several), or groups and then a knockout stage. */
export const COMPETITION_FORMATS = { groups: "Liga o grupos", "groups-knockout": "Grupos y fase final" } as const;
export type CompetitionFormat = keyof typeof COMPETITION_FORMATS;

/**
 * Every sport a competition can be of, and what differs between them: the one place a sport's rules
 * are written, with score-rules.ts for a sport whose scores have a rule of their own (apart, so that
 * a page's code takes these traits without the result dialog's checks; here, beside the rest of a
 * competition's rules, so that they cost the pages no file of their own). Adding a sport: an entry
 * here, its words in copy/ (the compiler asks for them), and a migration for the database's CHECK
 * (docs/how-to/add-a-sport.md).
 */

type SportTraits = {
  /** A drawn match is a result: its table has the E (empates) column. */
  draws: boolean;
  /** What its table counts: goals (GF, GC, DG) or points (PF, PC, DP). */
  counts: "goals" | "points";
  /** Many short matches (pairs): its fixtures list scrolls in a box of its own. */
  scrollingFixtures: boolean;
  /**
   * How a knockout match level at the end is settled, in two extra numbers beside the score; null for
   * a sport that cannot end level (its decider, the golden basket or the set's last points, is in the score).
   */
  decider: TieDecider | null;
};

/** What settles a knockout match that ends level (copy/sports.ts names each). */
export type TieDecider = "penalties" | "golden-point" | "tie-break";

/**
 * «otro» is any other sport the teacher sets up (balonmano, hockey, ping-pong por equipos…): the
 * competition's name says which, and its scores are kept like football's (whole numbers, draws
 * allowed, the most wins) but counted as points. Basketball has no draws: a match level at the
 * bell goes on to a golden basket, which the score includes.
 */
export const SPORTS = {
  futbol: {
    draws: true,
    counts: "goals",
    scrollingFixtures: false,
    decider: "penalties",
  },
  voleibol: {
    draws: true,
    counts: "points",
    scrollingFixtures: false,
    decider: "golden-point",
  },
  baloncesto: {
    draws: false,
    counts: "points",
    scrollingFixtures: false,
    decider: null,
  },
  badminton: {
    draws: false,
    counts: "points",
    scrollingFixtures: true,
    decider: null,
  },
  otro: {
    draws: true,
    counts: "points",
    scrollingFixtures: false,
    decider: "tie-break",
  },
} as const satisfies Record<string, SportTraits>;

export type SportKind = keyof typeof SPORTS;
/** The sports in the panel's order (the form's choices, the database's CHECK). */
export const SPORT_KINDS = Object.keys(SPORTS) as [SportKind, ...SportKind[]];

/** A league team as a closed school year keeps it (the archive's file and page). */
export type ArchivedLeagueTeam = { name: string; captain: string; sport: string; members: string[] };
