export { backupFileName } from "./domain/backups";
export { BACKUPS_PAGE_COPY } from "./copy/backups-page";
