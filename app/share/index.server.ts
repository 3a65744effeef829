export { posterFor } from "./server/poster.server";
export { shareCardFor, CardsBusyError } from "./server/share-card.server";
