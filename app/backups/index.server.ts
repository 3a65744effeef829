// The backups capability's door: the service the server starts, the panel's readings, the command line's file writer.
export { createBackupService } from "./server/service.server";
export { lastBackupProblem, listBackupRuns } from "./server/runs.server";
export { type BackupManifest, writeBackupFile } from "./server/archive.server";
