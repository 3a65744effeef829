export * from "./server/events.server";
export * from "./server/keys.server";
export * from "./server/outbox.server";
export * from "./server/sender.server";
export * from "./server/service.server";
export * from "./server/subscriptions.server";
