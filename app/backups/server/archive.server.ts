import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { BackupSource } from "~/platform/server/db.server";

const run = promisify(execFile);

/** What a backup file holds besides the database and the uploads: what each entry is and its checksum. */
export type BackupManifest = {
  formato: 1;
  creado: string;
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
 * hidden temporary name renamed only once it is complete and on disk: a crash or a full disk leaves
 * no half file under a backup's name. Returns its size and checksum.
 */
export async function writeBackupFile({
  source,
  uploadsDir,
  target,
  now,
}: {
  source: BackupSource;
  uploadsDir: string;
  target: string;
  now: Date;
}) {
  const dir = path.dirname(target);
  const stage = path.join(dir, `.ef-preparando-${randomUUID()}`);
  const partial = path.join(dir, `.${path.basename(target)}.parcial`);
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
    fs.renameSync(partial, target);
    return { bytes: fs.statSync(target).size, sha256: await sha256Of(target) };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** What a killed server left half-written in the backups folder (never under a backup's name). */
export function removeLeftovers(dir: string) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(".ef-preparando-") || (name.startsWith(".ef-") && name.endsWith(".parcial")))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}
