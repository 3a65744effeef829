export * from "./server/news.server";
