export {
  listBlogPosts,
  getBlogPost,
  listBlogFeed,
  countBlogPostsByCategory,
  blogForArchive,
} from "./server/blog.server";
export { countPendingComments, countPendingCommentsSince } from "./server/moderation.server";
export { blogEditor } from "./server/blog-editor.server";
export { handleBlogForm } from "./server/blog-forms.server";
export { loadModeration, moderationIntents } from "./server/moderation-intents.server";
export { erasePupilNameInBlog } from "./server/pupil-names.server";
