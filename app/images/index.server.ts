export * from "./server/uploads.server";
