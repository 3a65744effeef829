export {
  listNews,
  createNewsItem,
  updateNewsItem,
  pinNewsItem,
  deleteNewsItem,
  newsForArchive,
  countNews,
} from "./server/news.server";
