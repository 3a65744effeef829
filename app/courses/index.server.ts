export * from "./server/course-gate.server";
export * from "./server/courses.server";
