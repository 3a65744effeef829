export { readMenu, listMenu, pathsOutOfMenu } from "./server/menu.server";
export { siteInstallId, seedDatabase } from "./server/seed.server";
export { ensureCredentials, formatFirstStartBanner } from "./server/first-start.server";
export { getLastLinkCheck, startLinkCheck, runLinkCheck } from "./server/link-check.server";
export { readFirstSteps } from "./server/first-steps.server";
export { databaseUnavailableMiddleware, staffMiddleware } from "./server/middleware.server";
export { listSitemapEntries, sitemapXml, robotsTxt } from "./server/sitemap.server";
export { siteSettingsIntents } from "./server/site-settings-intents.server";
export { rssResponse } from "./server/rss.server";
