export { featuredNews, newestBelowTheFold, newsPreview, formatSpanishDate, pinnedUntilFrom } from "./domain/news";
export { NEWS_COPY } from "./copy/news";
export { NEWS_BOARD_COPY } from "./copy/news-board";
export { NewsCarousel } from "./components/news-carousel";
export { NewsArticle } from "./components/news-article";
export { NewsDialogOnDemand } from "./components/news-dialog-on-demand";
export { type ArchivedNewsItem } from "./domain/news";
export { NewsCard, NewestNews } from "./components/news-card";
