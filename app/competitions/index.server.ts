export * from "./server/championships.server";
export * from "./server/competitions.server";
