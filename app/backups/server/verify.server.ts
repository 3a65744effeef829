import { execFile } from "node:child_process";
import path from "node:path";

export type BackupCheck = { ok: true; tables: Record<string, number>; files: number } | { ok: false; message: string };

/**
 * Checks a backup file in a child process (scripts/verify-backup.mjs): its entries against their
 * checksums, its database restored into a scratch place and every table's rows counted. A child,
 * so the scratch database's memory is given back when it ends.
 */
export function verifyBackupFile(file: string, postgresUrl?: string): Promise<BackupCheck> {
  const script = path.resolve("scripts/verify-backup.mjs");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, file],
      {
        timeout: 15 * 60_000,
        maxBuffer: 4 * 1024 * 1024,
        env: { ...process.env, ...(postgresUrl ? { VERIFY_DATABASE_URL: postgresUrl } : {}) },
      },
      (error, stdout) => {
        const line = stdout.trim().split("\n").pop() ?? "";
        try {
          resolve(JSON.parse(line) as BackupCheck);
        } catch {
          resolve({
            ok: false,
            message: `No se pudo comprobar la copia${error ? `: ${error.message.split("\n")[0]}` : "."}`,
          });
        }
      },
    );
  });
}
