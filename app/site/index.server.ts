export * from "./server/menu-links.server";
