export { featuredNews, newestBelowTheFold, newsPreview, formatSpanishDate, pinnedUntilFrom } from "./domain/news";
export { newsItemForm, newsItemSchema, newsPinSchema } from "./domain/news-forms";
export { NEWS_COPY } from "./copy/news";
export { NewsCarousel } from "./components/news-carousel";
export { NewsArticle } from "./components/news-article";
export { NewsDialogOnDemand } from "./components/news-dialog-on-demand";
export { type ArchivedNewsItem } from "./domain/news";
export { NewsCard, NewestNews } from "./components/news-card";
