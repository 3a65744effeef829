export { createBackupService } from "./server/service.server";
export { lastBackupProblem } from "./server/runs.server";
export { writeBackupFile, type BackupManifest } from "./server/archive.server";
export { backupsHeldNote } from "./server/held.server";
export { backupsPageIntents, loadBackupsPage } from "./server/backups-page.server";
