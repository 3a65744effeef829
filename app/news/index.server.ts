export {
  listNews,
  createNewsItem,
  updateNewsItem,
  pinNewsItem,
  deleteNewsItem,
  newsForArchive,
  countNews,
} from "./server/news.server";
export { rewriteNewsTexts, unpinAllNews } from "./server/news.server";
