import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `El directorio de datos ${dataDir} ya está en uso por otro servidor (proceso ${ownerPid}). ` +
        `Dos procesos sobre la misma base de datos integrada la dañarían: detén el otro servidor ` +
        `o usa otro DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on the embedded database directory: one process per PGlite directory.
 * A lock left by a process that no longer exists (after kill -9 or a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      // Stale lock: its owner is gone.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dataDir}.`);
}
