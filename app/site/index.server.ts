export * from "./server/menu.server";
export { seedDatabase, siteInstallId } from "./server/seed.server";
export { ensureCredentials, formatFirstStartBanner } from "./server/first-start.server";
