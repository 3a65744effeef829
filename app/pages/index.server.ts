export * from "./server/legacy-texts.server";
export * from "./server/pages.server";
export * from "./server/page-starts.server";
export * from "./server/project-catalog.server";
