export * from "./server/championships.server";
export * from "./server/competitions.server";
export * from "./server/hall-of-fame-editor.server";
export { queueMatchReminders, teamToFollow } from "./server/match-notices.server";
export { ORGANISER_DAY_COOKIE } from "./server/organiser-day.server";
