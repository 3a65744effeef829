export { listNews, newsForArchive, countNews } from "./server/news.server";
export { rewriteNewsTexts, unpinAllNews } from "./server/news.server";
export { newsBoardIntents } from "./server/news-board-intents.server";
