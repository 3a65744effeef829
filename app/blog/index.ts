export * from "./domain/blog";
