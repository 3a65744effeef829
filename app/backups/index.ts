// The backups capability's door for any code: the files' names, and what an erasure leaves in older backups.
export { backupFileName } from "./domain/backups";
export { type BackupsHeld, backupsHeldSentence } from "./domain/erasure-backups";
