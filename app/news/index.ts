export {
  featuredNews,
  newestBelowTheFold,
  newsPreview,
  formatSpanishDate,
  pinnedUntilFrom,
  type NewsItem,
} from "./domain/news";
export { newsItemForm, newsPinSchema } from "./domain/news-forms";
export { NEWS_COPY } from "./copy/news";
export { NewsItemImage } from "./components/news-item-image";
export { NewsCarousel } from "./components/news-carousel";
export { TagList, PinnedBadge } from "./components/tag-badge";
export { NewsArticle } from "./components/news-article";
export { NewsDialogOnDemand } from "./components/news-dialog-on-demand";
export { type ArchivedNewsItem } from "./domain/news";
