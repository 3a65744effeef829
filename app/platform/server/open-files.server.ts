import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** The process's limit of open files, soft and hard, from /proc (null where there is no /proc). */
export function readOpenFilesLimit(pid: number | "self" = "self"): { soft: number; hard: number } | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/limits`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const [soft, hard] = (line ?? "").replace("Max open files", "").trim().split(/\s+/);
    const number = (v: string | undefined) => (v === "unlimited" ? Number.MAX_SAFE_INTEGER : Number(v));
    return soft && hard && Number.isFinite(number(soft)) ? { soft: number(soft), hard: number(hard) } : null;
  } catch {
    return null;
  }
}

/**
 * Raises this process's soft limit of open files to its hard limit: systemd gives a
 * service 1,024, and each live stream holds a connection, so 1,100 streams made the site (and its
 * health check) unreachable. Node cannot call setrlimit itself; util-linux's `prlimit` sets it on
 * a running process. Returns the soft limit in force afterwards.
 */
export function raiseOpenFilesLimit(): number | null {
  const limit = readOpenFilesLimit();
  if (!limit) return null;
  if (limit.soft < limit.hard) {
    try {
      execFileSync("prlimit", ["--pid", String(process.pid), `--nofile=${limit.hard}:${limit.hard}`], {
        stdio: "ignore",
        timeout: 5_000,
      });
    } catch {
      // No prlimit (or not allowed): the streams' cap below is taken from the soft limit as it is.
    }
  }
  return readOpenFilesLimit()?.soft ?? limit.soft;
}
