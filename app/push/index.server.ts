export { recordPushEvent, fanOutPushEvents } from "./server/events.server";
export { ensurePushKeys } from "./server/keys.server";
export { deliverDuePush } from "./server/outbox.server";
export { isUsablePushKey, createPushSender, type PushOutcome, type PushSender } from "./server/sender.server";
export { readReminderHour, createPushService } from "./server/service.server";
export {
  isKnownSubscription,
  followTopic,
  renewSubscription,
  unfollowTopic,
  listFollowedTopics,
  countFollowers,
  countSubscribedPhones,
  MAX_FOLLOWS_PER_SUBSCRIPTION,
  type FollowedTopic,
} from "./server/subscriptions.server";
export { reminderHourIntent } from "./server/reminder-hour-intent.server";
