export {
  blogCategories,
  blogCategoryFromSlug,
  blogPostIdFromSegment,
  type BlogCategory,
  authorOrAnonymous,
  blogPostPath,
} from "./domain/blog";
export { BlogPostArticle } from "./components/blog-post-article";
export { type ArchivedBlogPost } from "./domain/blog";
export { ModerationItems } from "./components/moderation-items";
export { BLOG_PAGE_COPY } from "./copy/blog-page";
