export * from "./server/legacy-texts.server";
export * from "./server/pages.server";
