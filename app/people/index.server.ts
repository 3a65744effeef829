export * from "./server/gates.server";
export * from "./server/passwords.server";
export * from "./server/staff.server";
