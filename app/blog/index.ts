export {
  blogCategories,
  blogCategoryFromSlug,
  blogPostIdFromSegment,
  type BlogCategory,
  authorOrAnonymous,
  blogPostPath,
} from "./domain/blog";
export { moderatedCommentSchema } from "./domain/moderation-forms";
export { BlogPostArticle } from "./components/blog-post-article";
export { type ArchivedBlogPost } from "./domain/blog";
