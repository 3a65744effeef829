import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, "server.lock");
const owner = (dir: string) =>
  JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as { pid: number; host: string; token: string; beat: number };

describe("acquireDataDirLock", () => {
  it("refuses a second owner while a live process on this host holds the lock (old and new lock files)", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lockFile(dir), String(holder.pid));
      await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
      fs.writeFileSync(
        lockFile(dir),
        JSON.stringify({ pid: holder.pid, host: os.hostname(), token: "t", beat: Date.now() }),
      );
      await expect(acquireDataDirLock(dir)).rejects.toThrow(/ya está en uso por otro servidor/);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over at once a lock whose heartbeat stopped long ago, though its PID now names a live process (after a reboot)", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      for (const pid of [1, other.pid!]) {
        fs.writeFileSync(
          lockFile(dir),
          JSON.stringify({ pid, host: os.hostname(), token: "t", beat: Date.now() - 3_600_000 }),
        );
        const started = Date.now();
        const lock = await acquireDataDirLock(dir);
        expect(Date.now() - started).toBeLessThan(1_000);
        expect(owner(dir).pid).toBe(process.pid);
        lock.release();
      }
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over at once a lock whose owner on this host no longer exists (after kill -9)", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    fs.writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: gone.pid, host: os.hostname(), token: "t", beat: Date.now() }),
    );
    const started = Date.now();
    const lock = await acquireDataDirLock(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(owner(dir).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over the lock of a process killed with -9 that its parent has not collected yet (a restart right after the kill)", async () => {
    const dir = tempDir();
    // `sh` starts a short `sleep` and becomes a long one that never collects it: a zombie.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 20"]);
    try {
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout.once("data", (d) => resolve(String(d)))),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(fs.readFileSync(`/proc/${zombie}/stat`, "utf8")).toMatch(/\) Z /);
      fs.writeFileSync(
        lockFile(dir),
        JSON.stringify({ pid: zombie, host: os.hostname(), token: "t", beat: Date.now() }),
      );
      const started = Date.now();
      const lock = await acquireDataDirLock(dir);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(owner(dir).pid).toBe(process.pid);
      lock.release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("refuses when another container with the same PID keeps its heartbeat going (two PID 1s on one volume)", async () => {
    const dir = tempDir();
    // The other container: same pid number as ours, another (or the same) host name, beating.
    const write = () =>
      fs.writeFileSync(
        lockFile(dir),
        JSON.stringify({ pid: process.pid, host: "otro-contenedor", token: "su-token", beat: Date.now() }),
      );
    write();
    const beating = setInterval(write, 20);
    try {
      await expect(acquireDataDirLock(dir, { heartbeatMs: 50 })).rejects.toThrow(DataDirLockedError);
      await expect(acquireDataDirLock(dir, { heartbeatMs: 50, host: "otro-contenedor" })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      clearInterval(beating);
    }
  });

  it("takes over a lock with our own PID whose heartbeat has stopped (the container restarted after kill -9)", async () => {
    const dir = tempDir();
    fs.writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: process.pid, host: os.hostname(), token: "antes-del-reinicio", beat: Date.now() - 60_000 }),
    );
    const lock = await acquireDataDirLock(dir, { heartbeatMs: 50 });
    expect(owner(dir).token).not.toBe("antes-del-reinicio");
    lock.release();
  });

  it("keeps beating while held, and tells its owner if another process took the directory", async () => {
    const dir = tempDir();
    let lost = false;
    const lock = await acquireDataDirLock(dir, { heartbeatMs: 30, onLost: () => (lost = true) });
    const first = owner(dir).beat;
    await new Promise((r) => setTimeout(r, 100));
    expect(owner(dir).beat).toBeGreaterThan(first);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: 1, host: "intruso", token: "otro", beat: Date.now() }));
    await new Promise((r) => setTimeout(r, 100));
    expect(lost).toBe(true);
    lock.release();
    // Not ours any more: releasing leaves the other's lock in place.
    expect(owner(dir).token).toBe("otro");
  });

  it("releases so that the next start can lock again", async () => {
    const dir = tempDir();
    (await acquireDataDirLock(dir)).release();
    const again = await acquireDataDirLock(dir);
    again.release();
  });
});
