export { createBackupService } from "./server/service.server";
export { listBackupRuns, lastBackupProblem } from "./server/runs.server";
export { writeBackupFile, type BackupManifest } from "./server/archive.server";
export { backupsHeldNote } from "./server/held.server";
