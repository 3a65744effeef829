export { backupFileName } from "./domain/backups";
