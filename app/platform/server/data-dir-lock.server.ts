import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: string,
  ) {
    super(
      `El directorio de datos ${dataDir} ya está en uso por otro servidor (${owner}). ` +
        `Dos procesos sobre la misma base de datos integrada la dañarían: detén el otro servidor ` +
        `o usa otro DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** What the lock file holds: who owns the directory, and when it last said it was alive. */
type LockRecord = { pid: number; host: string; token: string; beat: number };

type DataDirLockOptions = {
  /** How often the owner rewrites its heartbeat. */
  heartbeatMs?: number;
  /** Called if another process took the directory over (the owner must stop writing at once). */
  onLost?: () => void;
  /** For tests: who we are. */
  host?: string;
  pid?: number;
};

type DataDirLock = { release: () => void };

const HEARTBEAT_MS = 2_000;
/** A heartbeat this many beats old is stopped: its owner is gone. */
const STALE_AFTER_BEATS = 5;
/** How long a live owner on this host is given to exit before a start is refused (a restart right after kill -9). */
const EXIT_GRACE_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  return !isZombie(pid);
}

/**
 * A process killed with -9 stays in the table until its parent collects it (a supervisor may take
 * a second or two): dead, though signal 0 still reaches it. Linux says so in /proc.
 */
function isZombie(pid: number): boolean {
  try {
    // `pid (name) state …`: the state is the first field after the name's closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] === "Z";
  } catch {
    return false;
  }
}

/** Whether the process is still there after up to `ms`: one that was just killed gets time to go. */
async function staysAlive(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; isAlive(pid); await sleep(100)) {
    if (Date.now() >= deadline) return true;
  }
  return false;
}

function readRecord(lockPath: string): LockRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, "utf8").trim();
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (
      typeof value.pid === "number" &&
      typeof value.host === "string" &&
      typeof value.token === "string" &&
      typeof value.beat === "number"
    )
      return value as LockRecord;
  } catch {
    // An older lock file holds only the pid of a server on this host (and no heartbeat).
  }
  const pid = Number.parseInt(text, 10);
  return { pid: Number.isInteger(pid) ? pid : -1, host: os.hostname(), token: `antiguo:${text}`, beat: 0 };
}

/** Writes the record whole (write, then rename): a reader never sees half a file. */
function writeRecord(lockPath: string, record: LockRecord) {
  const temporary = `${lockPath}.${record.token}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(record));
  fs.renameSync(temporary, lockPath);
}

/**
 * Takes an exclusive lock on the embedded database directory: one process per PGlite directory,
 * also across containers that share a volume (where two processes may both be PID 1 and see
 * different process tables).
 *
 * The owner keeps a heartbeat in the lock file. A lock whose heartbeat stopped beats ago is taken
 * over at once. Otherwise it is another's while its heartbeat moves: if it names this host and a different process, that process's existence
 * decides at once (a lock left by kill -9 is taken over straight away); otherwise (another host,
 * or our own PID number in another namespace) the server watches the heartbeat for a while and
 * takes the lock over only if it did not move.
 */
export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const me = { pid: options.pid ?? process.pid, host: options.host ?? os.hostname(), token: randomUUID() };
  const record = (): LockRecord => ({ ...me, beat: Date.now() });

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify(record()));
      fs.closeSync(fd);
      return holdLock(lockPath, me.token, record, heartbeatMs, options.onLost);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const found = readRecord(lockPath);
    if (!found) continue; // released meanwhile: try again
    const owner = `proceso ${found.pid}${found.host ? ` en ${found.host}` : ""}`;
    const sameHostOtherProcess = found.host === me.host && found.pid !== me.pid && found.pid > 0;
    // A heartbeat long stopped is a dead owner, whatever its PID now names: after a reboot the
    // number is another process's (even PID 1), and nobody should have to delete the file.
    const heartbeatStopped = found.beat > 0 && Date.now() - found.beat > heartbeatMs * STALE_AFTER_BEATS;
    if (heartbeatStopped) {
      // Taken over below.
    } else if (sameHostOtherProcess) {
      if (await staysAlive(found.pid, EXIT_GRACE_MS)) throw new DataDirLockedError(dataDir, owner);
    } else {
      // Cannot tell from here: watch whether its owner is still beating.
      await sleep(heartbeatMs * 2.5);
      const later = readRecord(lockPath);
      if (later && (later.token !== found.token || later.beat !== found.beat))
        throw new DataDirLockedError(dataDir, owner);
    }
    // Stale: take it over, then make sure no other starter took it at the same moment.
    writeRecord(lockPath, record());
    await sleep(Math.min(200, heartbeatMs));
    if (readRecord(lockPath)?.token === me.token)
      return holdLock(lockPath, me.token, record, heartbeatMs, options.onLost);
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dataDir}.`);
}

function holdLock(
  lockPath: string,
  token: string,
  record: () => LockRecord,
  heartbeatMs: number,
  onLost?: () => void,
): DataDirLock {
  let released = false;
  const heartbeat = setInterval(() => {
    const current = readRecord(lockPath);
    if (current && current.token !== token) {
      clearInterval(heartbeat);
      released = true;
      onLost?.();
      return;
    }
    try {
      writeRecord(lockPath, record());
    } catch {
      // A full or read-only disk: the database will say so itself.
    }
  }, heartbeatMs);
  heartbeat.unref();
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      if (readRecord(lockPath)?.token === token) fs.rmSync(lockPath, { force: true });
    },
  };
}
