export * from "./domain/inbox";
