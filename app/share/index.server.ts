// The share capability's door: a page's printable poster and the picture a shared link shows.
export { posterFor } from "./server/poster.server";
export { CardsBusyError, shareCardFor } from "./server/share-card.server";
