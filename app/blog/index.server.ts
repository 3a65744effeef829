export * from "./server/blog.server";
export * from "./server/moderation.server";
