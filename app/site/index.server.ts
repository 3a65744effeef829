export * from "./server/menu.server";
