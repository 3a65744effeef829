export * from "./server/inbox.server";
