import type { CompetitionCategory } from "../../app/competitions/domain/championships";
import type { SportKind } from "../../app/competitions/domain/championships";

/**
 * The IV Mantecup as the spec describes it: six competitions, their groups and
 * teams, round-robin fixtures at the 11:15 break, and the first results already played. Team and
 * player names are fictional.
 */
export type SeedGroup = {
  code: string;
  label: string;
  shownSeparately?: boolean;
  teams: { name: string; course: string | null }[];
};
export type SeedCompetition = {
  slug: string;
  name: string;
  sport: SportKind;
  category: CompetitionCategory;
  /** First school day of its fixtures (ISO). */
  start: string;
  location: string | null;
  groups: SeedGroup[];
};

const t = (name: string, course: string | null) => ({ name, course });

export const SEED_COMPETITIONS: SeedCompetition[] = [
  {
    slug: "futbol-masculino",
    name: "Fútbol Masculino",
    sport: "futbol",
    category: "masculino",
    start: "2025-01-13",
    location: null,
    groups: [
      {
        code: "A",
        label: "Grupo A",
        teams: [
          t("Los Galácticos", "1º ESO A"),
          t("Rayo Recreo", "1º ESO B"),
          t("Atlético Bocata", "1º ESO C"),
          t("Furia Azul", "2º ESO A"),
        ],
      },
      {
        code: "B",
        label: "Grupo B",
        teams: [t("Los Invencibles", "2º ESO B"), t("Deportivo Pupitre", "2º ESO C"), t("Real Mantecado", "3º ESO A")],
      },
      {
        code: "C",
        label: "Grupo C",
        shownSeparately: true,
        teams: [
          t("Los Imparables", "3º ESO B"),
          t("Sporting Tiza", "3º ESO C"),
          t("Inter de Patio", "4º ESO A"),
          t("Olímpico Timbre", "4º ESO B"),
          t("Unión Bachiller", "1º Bachillerato"),
        ],
      },
    ],
  },
  {
    slug: "futbol-femenino",
    name: "Fútbol Femenino",
    sport: "futbol",
    category: "femenino",
    start: "2025-01-14",
    location: null,
    groups: [
      {
        code: "U",
        label: "Competición",
        teams: [
          t("Las Leonas", "1º ESO"),
          t("Estrellas del Sur", "2º ESO"),
          t("Las Cracks", "3º ESO"),
          t("Huracán Violeta", "4º ESO"),
          t("Club Bachillerato", "1º Bachillerato"),
        ],
      },
    ],
  },
  {
    slug: "voleibol-mixto",
    name: "Voleibol Mixto",
    sport: "voleibol",
    category: "mixto",
    start: "2025-01-15",
    location: "Gimnasio",
    groups: [
      {
        code: "U",
        label: "Clasificación",
        teams: [
          t("Bloqueo Total", "2º ESO A"),
          t("Los Remates", "2º ESO B"),
          t("Saque Directo", "3º ESO A"),
          t("Red Infinita", "3º ESO C"),
          t("Voley Stars", "4º ESO"),
        ],
      },
    ],
  },
  {
    slug: "baloncesto-mixto",
    name: "Baloncesto Mixto",
    sport: "baloncesto",
    category: "mixto",
    start: "2025-01-16",
    location: "Pista de baloncesto",
    groups: [
      {
        code: "U",
        label: "Clasificación",
        teams: [
          t("Triple Amenaza", "2º ESO C"),
          t("Los Aleros", "3º ESO B"),
          t("Canasta Mágica", "4º ESO A"),
          t("Tapón Real", "4º ESO B"),
          t("Rebote Seguro", "1º Bachillerato"),
        ],
      },
    ],
  },
  {
    slug: "badminton-masculino",
    name: "Bádminton Masculino",
    sport: "badminton",
    category: "masculino",
    start: "2025-01-13",
    location: "Gimnasio, pista de bádminton",
    groups: [
      {
        code: "A",
        label: "Grupo A · 1º ESO",
        teams: [
          t("Hugo R. / Lucas M.", "1º ESO"),
          t("Mateo G. / Pablo S.", "1º ESO"),
          t("Álvaro T. / Leo P.", "1º ESO"),
        ],
      },
      {
        code: "B",
        label: "Grupo B · 2º ESO",
        teams: [
          t("Daniel C. / Adrián V.", "2º ESO"),
          t("Marcos L. / Iker D.", "2º ESO"),
          t("Bruno F. / Thiago N.", "2º ESO"),
        ],
      },
      {
        code: "C",
        label: "Grupo C · 3º ESO",
        teams: [
          t("Manuel O. / Javier B.", "3º ESO"),
          t("Enzo R. / Samuel A.", "3º ESO"),
          t("Diego M. / Gonzalo H.", "3º ESO"),
        ],
      },
      {
        code: "D",
        label: "Grupo D · 3º y 4º ESO",
        teams: [
          t("Mario E. / Nicolás Q.", "3º ESO"),
          t("Izan C. / Rodrigo J.", "4º ESO"),
          t("Eric S. / Marco G.", "4º ESO"),
        ],
      },
    ],
  },
  {
    slug: "badminton-femenino",
    name: "Bádminton Femenino",
    sport: "badminton",
    category: "femenino",
    start: "2025-01-14",
    location: "Gimnasio, pista de bádminton",
    groups: [
      {
        code: "A",
        label: "Grupo A · 1º ESO",
        teams: [
          t("Lucía F. / Sofía N.", "1º ESO"),
          t("Martina R. / Julia G.", "1º ESO"),
          t("Paula D. / Valeria M.", "1º ESO"),
        ],
      },
      {
        code: "B",
        label: "Grupo B · 2º ESO",
        teams: [
          t("Daniela P. / Carla S.", "2º ESO"),
          t("Alba L. / Noa C.", "2º ESO"),
          t("Emma V. / Vega T.", "2º ESO"),
        ],
      },
      {
        code: "C",
        label: "Grupo C · 3º ESO",
        teams: [
          t("Olivia B. / Irene H.", "3º ESO"),
          t("Sara A. / Claudia O.", "3º ESO"),
          t("Lola J. / Carmen E.", "3º ESO"),
        ],
      },
      {
        code: "D",
        label: "Grupo D · 3º / 4º ESO",
        teams: [
          t("Ainhoa Q. / Marta I.", "3º ESO"),
          t("Elena K. / Nora U.", "4º ESO"),
          t("Ana Z. / Rocío Y.", "4º ESO"),
        ],
      },
    ],
  },
];

/** Whole-number scores, for a sport the samples below do not name. */
const ANY_SPORT_RESULTS: [number, number][] = [
  [2, 1],
  [1, 1],
];

/** Sample results, cycled through for the matches already played. */
const SAMPLE_RESULTS: Partial<Record<SportKind, [number, number][]>> = {
  futbol: [
    [3, 1],
    [2, 2],
    [0, 1],
    [4, 2],
    [1, 1],
    [2, 0],
  ],
  voleibol: [
    [25, 19],
    [18, 25],
    [21, 21],
    [25, 23],
  ],
  baloncesto: [
    [24, 18],
    [16, 22],
    [30, 26],
    [20, 14],
  ],
  badminton: [
    [21, 15],
    [18, 21],
    [22, 20],
    [21, 9],
    [30, 28],
  ],
};

/** Pairings of a group, round by round (circle method), so no team plays twice in a row early on. */
export function roundRobin(teamCount: number): [number, number][] {
  const slots = Array.from({ length: teamCount % 2 === 0 ? teamCount : teamCount + 1 }, (_, i) =>
    i < teamCount ? i : -1,
  );
  const pairs: [number, number][] = [];
  for (let round = 0; round < slots.length - 1; round++) {
    for (let i = 0; i < slots.length / 2; i++) {
      const a = slots[i]!;
      const b = slots[slots.length - 1 - i]!;
      if (a >= 0 && b >= 0) pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    slots.splice(1, 0, slots.pop()!);
  }
  return pairs;
}

const spanishDay = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The n-th school day (Monday to Friday) from `start`, as the teacher would write it. */
function schoolDay(start: string, n: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  let left = n;
  while (left > 0 || date.getUTCDay() === 0 || date.getUTCDay() === 6) {
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
    date.setUTCDate(date.getUTCDate() + 1);
  }
  const text = spanishDay.format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type SeedMatch = {
  groupCode: string;
  team1: string;
  team2: string;
  date: string;
  time: string;
  location: string | null;
  scores: [number, number] | null;
};

/**
 * The fixtures of a competition: its groups' rounds interleaved, one match a school day at the
 * 11:15 break. The first ~40 % are played; the very last one has no date yet ('Por determinar').
 */
export function seedFixtures(competition: SeedCompetition): SeedMatch[] {
  const perGroup = competition.groups.map((group) => roundRobin(group.teams.length).map(([a, b]) => ({ group, a, b })));
  const ordered: { group: SeedGroup; a: number; b: number }[] = [];
  for (let i = 0; i < Math.max(...perGroup.map((g) => g.length)); i++)
    for (const list of perGroup) {
      const pairing = list[i];
      if (pairing) ordered.push(pairing);
    }
  const played = Math.round(ordered.length * 0.4);
  const results = SAMPLE_RESULTS[competition.sport] ?? ANY_SPORT_RESULTS;
  return ordered.map(({ group, a, b }, index) => ({
    groupCode: group.code,
    team1: group.teams[a]!.name,
    team2: group.teams[b]!.name,
    date: index === ordered.length - 1 ? "Por determinar" : schoolDay(competition.start, index),
    time: "11:15",
    location: competition.location,
    scores: index < played ? results[index % results.length]! : null,
  }));
}
