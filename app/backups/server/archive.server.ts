import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { BackupSource } from "~/platform/server/db.server";
import { partialName, stagingPrefix } from "~/backups/domain/backups";

const run = promisify(execFile);

/** What a backup file holds besides the database and the uploads: what each entry is and its checksum. */
export type BackupManifest = {
  formato: 1;
  creado: string;
  /** The site whose data it holds (absent in backups written before names carried their site). */
  sitio?: string;
  baseDeDatos: { tipo: "pglite" | "postgres"; archivo: string };
  entradas: { ruta: string; bytes: number; sha256: string }[];
};

async function sha256Of(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Whether pg_dump can be run here (a PostgreSQL site's backups need it; otherwise the provider's apply). */
export async function pgDumpAvailable(): Promise<boolean> {
  try {
    await run("pg_dump", ["--version"], { timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes one backup file (a tar: `manifest.json`, the database, `subidas/…`) to `target`, through a
 * hidden temporary name renamed only once it is complete, on disk and, when `check` is given,
 * checked: a crash, a full disk or a failed check leaves no file under a backup's name. Returns its
 * size and checksum, with what the check said.
 */
export async function writeBackupFile<Check extends { ok: boolean }>({
  source,
  uploadsDir,
  target,
  site,
  now,
  check,
}: {
  source: BackupSource;
  uploadsDir: string;
  target: string;
  site: string;
  now: Date;
  check?: (written: string) => Promise<Check>;
}): Promise<{ bytes: number; sha256: string; check: Check | null }> {
  const dir = path.dirname(target);
  const stage = path.join(dir, `${stagingPrefix(site)}${randomUUID()}`);
  const partial = path.join(dir, partialName(path.basename(target)));
  fs.mkdirSync(stage, { recursive: true });
  try {
    const database = source.kind === "pglite" ? "base-de-datos.tar.gz" : "base-de-datos.dump";
    if (source.kind === "pglite") {
      const dump = await source.dump();
      await fs.promises.writeFile(path.join(stage, database), Buffer.from(await dump.arrayBuffer()));
    } else {
      await run(
        "pg_dump",
        ["--format=custom", "--no-owner", "--no-privileges", "--file", path.join(stage, database), source.url],
        { timeout: 30 * 60_000 },
      );
    }
    // The uploads are linked, not copied, where the disk allows (they never change: named by their content).
    const uploads = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).filter((name) => !name.startsWith(".")) : [];
    if (uploads.length > 0) fs.mkdirSync(path.join(stage, "subidas"));
    for (const name of uploads) {
      const from = path.join(uploadsDir, name);
      if (!fs.statSync(from).isFile()) continue;
      const to = path.join(stage, "subidas", name);
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
    }
    const linked =
      uploads.length > 0 ? fs.readdirSync(path.join(stage, "subidas")).map((name) => `subidas/${name}`) : [];
    const entries = [database, ...linked];
    const manifest: BackupManifest = {
      formato: 1,
      creado: now.toISOString(),
      sitio: site,
      baseDeDatos: { tipo: source.kind, archivo: database },
      entradas: await Promise.all(
        entries.map(async (ruta) => ({
          ruta,
          bytes: fs.statSync(path.join(stage, ruta)).size,
          sha256: await sha256Of(path.join(stage, ruta)),
        })),
      ),
    };
    fs.writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
    // tar loads when a backup is written, not with every start.
    const tar = await import("tar");
    await tar.create({ file: partial, cwd: stage, portable: true }, ["manifest.json", ...entries]);
    const handle = await fs.promises.open(partial, "r+");
    await handle.sync();
    await handle.close();
    const checked = check ? await check(partial) : null;
    const written = { bytes: fs.statSync(partial).size, sha256: await sha256Of(partial), check: checked };
    if (checked && !checked.ok) return written;
    fs.renameSync(partial, target);
    return written;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** A day: no backup takes that long, so an unsigned leftover this old belongs to no run still going. */
const ABANDONED_MS = 86_400_000;

/**
 * What a killed run of this site left half-written in the backups folder (never under a backup's
 * name). Another site's temporary files may be its run in progress: they are left alone, but for
 * those of a release that did not sign them, once they are a day old.
 */
export function removeLeftovers(dir: string, site: string, now = Date.now()) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const own = name.startsWith(stagingPrefix(site)) || (name.startsWith(`.${site}-`) && name.endsWith(".parcial"));
    const unsigned = /^\.ef-preparando-[0-9a-f-]{36}$|^\.ef-\d{8}-\d{6}\.tar\.parcial$/.test(name);
    if (!own && !unsigned) continue;
    const file = path.join(dir, name);
    if (unsigned && now - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now) < ABANDONED_MS) continue;
    fs.rmSync(file, { recursive: true, force: true });
  }
}

/**
 * The manifest at the head of a backup file, read without reading the rest (the panel reads one per
 * backup listed); null when the file does not start with one.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest | null> {
  const handle = await fs.promises.open(file, "r").catch(() => null);
  if (!handle) return null;
  try {
    let offset = 0;
    // A pax header may come first (a long name); it is one entry, then the manifest's own.
    for (let entry = 0; entry < 2; entry++) {
      const header = Buffer.alloc(512);
      const { bytesRead } = await handle.read(header, 0, 512, offset);
      if (bytesRead < 512) return null;
      const name = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
      const size = Number.parseInt(header.subarray(124, 136).toString("ascii").replace(/\0.*$/s, "").trim(), 8);
      const type = String.fromCharCode(header[156] ?? 0);
      if (!Number.isFinite(size) || size < 0 || size > 1024 * 1024) return null;
      if (name === "manifest.json" && (type === "0" || type === "\0")) {
        const body = Buffer.alloc(size);
        await handle.read(body, 0, size, offset + 512);
        return JSON.parse(body.toString("utf8")) as BackupManifest;
      }
      if (type !== "x") return null;
      offset += 512 + Math.ceil(size / 512) * 512;
    }
    return null;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
