export * from "./domain/news";
