export * from "./copy/archive";
export * from "./domain/school-years";
