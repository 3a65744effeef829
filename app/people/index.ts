export * from "./domain/gates";
