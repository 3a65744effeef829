export * from "./copy/courses";
export * from "./domain/class-lists";
export * from "./domain/courses";
