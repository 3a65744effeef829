export {
  listBlogPosts,
  getBlogPost,
  listBlogFeed,
  countBlogPostsByCategory,
  blogForArchive,
} from "./server/blog.server";
export {
  listForModeration,
  countPendingComments,
  countPendingCommentsSince,
  setCommentHidden,
  approveComment,
  rejectComment,
  deleteComment,
  deleteLike,
  type ModerationItem,
} from "./server/moderation.server";
export { blogEditor } from "./server/blog-editor.server";
export { handleBlogForm } from "./server/blog-forms.server";
