/** Sports of the Fernando III League and of the Mantecup (spec 000 §3, §9). */
export const LEAGUE_SPORTS = ["Fútbol Sala", "Baloncesto"] as const;
export type LeagueSport = (typeof LEAGUE_SPORTS)[number];

export const MANTECUP_SPORTS = ["Fútbol masculino", "Fútbol femenino", "Voleibol mixto", "Baloncesto mixto", "Bádminton masculino", "Bádminton femenino"] as const;

export const ATHLETE_TYPES = ["Alumno/a", "Ex-alumno/a"] as const;
