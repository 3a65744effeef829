export { PUSH_COPY } from "./copy/push";
export {
  isPushServiceEndpoint,
  reminderMessage,
  resultMessage,
  movedMessage,
  newMatchMessage,
  newsMessage,
  type PushTopic,
  type PushAudience,
} from "./domain/push-topics";
export { PushFollowButton } from "./components/push-follow-button";
export { PushSettingsPanel } from "./components/push-settings-panel";
export { pushRequestSchema } from "./domain/push-requests";
export { MyNoticesOnDemand } from "./components/my-notices-on-demand";
