export * from "./server/service.server";
