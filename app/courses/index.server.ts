export * from "./server/course-gate.server";
export * from "./server/courses.server";
export * from "./server/course-editors.server";
export * from "./server/course-catalog.server";
export * from "./server/course-passwords.server";
