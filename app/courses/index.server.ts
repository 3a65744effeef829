export * from "./server/course-gate.server";
export * from "./server/courses.server";
export * from "./server/course-editors.server";
