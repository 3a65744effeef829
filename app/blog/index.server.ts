export * from "./server/blog.server";
export * from "./server/moderation.server";
export * from "./server/blog-editor.server";
