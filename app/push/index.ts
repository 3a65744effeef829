export * from "./copy/push";
export * from "./domain/push-topics";
export * from "./components/push-follow-button";
export * from "./components/push-settings-panel";
