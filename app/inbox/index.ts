export {
  readInboxFilters,
  INBOX_LISTS,
  INBOX_LIST_KEYS,
  INBOX_STATES,
  SOURCE_LABELS,
  type InboxChange,
  MODERATION_KINDS,
  type ModerationKind,
  type CommentSource,
  type CommentState,
  commentStateOf,
} from "./domain/inbox";
export { inboxItemSchema } from "./domain/inbox-forms";
export { ContactForm } from "./components/contact-form";
export { contactSchema } from "./domain/public-forms";
