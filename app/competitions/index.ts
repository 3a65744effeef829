export * from "./copy/sports";
export * from "./copy/tournaments";
export * from "./domain/championships";
export * from "./domain/competition-page";
export * from "./domain/league-team-paste";
export * from "./domain/match-calendar";
