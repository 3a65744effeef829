export { backupFileName } from "./domain/backups";
export { backupsHeldSentence, type BackupsHeld } from "./domain/erasure-backups";
