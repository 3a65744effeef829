export {
  readInboxFilters,
  INBOX_LISTS,
  INBOX_LIST_KEYS,
  MODERATION_KINDS,
  type ModerationKind,
  type CommentSource,
  type CommentState,
  commentStateOf,
} from "./domain/inbox";
export { ContactForm } from "./components/contact-form";
export { contactSchema } from "./domain/public-forms";
export { InboxFilterForm, InboxItems } from "./components/inbox-list";
export { CONTACT_NOTICES } from "./copy/contact-notices";
export { INBOX_PAGE_COPY } from "./copy/inbox-page";
