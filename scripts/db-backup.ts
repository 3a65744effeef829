/**
 * Backup and restore by hand, with the server stopped (the server takes its own backups every
 * night while it runs: README, «Copias de seguridad»).
 *
 *   npm run db:backup                      → backups/ef-<sitio>-AAAAMMDD-HHMMSS.tar (database and uploads)
 *   npm run db:backup -- copia.tar         → that file
 *   npm run db:restore -- copia.tar        → replaces the database and the uploads (the old ones are kept aside)
 *
 * Restore takes the server's backups (`.tar`, embedded database or PostgreSQL) and the older
 * database-only files (`.tar.gz`). A backup made by an older release gets this release's
 * migrations as it is restored. On PostgreSQL (DATABASE_URL) the backup is restored with
 * pg_restore into that database.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as tar from "tar";
import { acquireDataDirLock, DataDirLockedError } from "../app/platform/server/data-dir-lock.server";
import { type BackupManifest, writeBackupFile } from "../app/backups/index.server";
import { backupFileName } from "../app/backups";
import { installIdFrom } from "../app/site";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const [command, fileArg] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const pgliteDir = path.join(dataDir, "pglite");
const uploadsDir = path.resolve(process.env.UPLOADS_DIR || path.join(dataDir, "uploads"));
const backupDir = path.resolve(process.env.BACKUP_DIR || path.join(dataDir, "..", "backups"));
const migrationsFolder = path.resolve("db/migrations");
const databaseUrl = process.env.DATABASE_URL;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (command !== "backup" && command !== "restore")
  fail("Uso: db-backup.ts backup [archivo.tar] | restore <archivo.tar>");
if (command === "backup" && databaseUrl)
  fail(
    "DATABASE_URL está definida: el servidor hace las copias de PostgreSQL con pg_dump (Copias de seguridad, en el panel), o usa pg_dump.",
  );

let lock: { release: () => void } | null = null;
if (!databaseUrl) {
  try {
    lock = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      fail(`No se puede hacer ahora: ${error.message} Detén el servidor y vuelve a intentarlo.`, 75);
    throw error;
  }
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ef-restaurar-"));

/** Reads a backup file: the server's (a tar with a manifest) or an older database-only `.tar.gz`. */
async function readBackup(
  source: string,
): Promise<{ kind: "pglite" | "postgres"; database: string; uploads: string | null }> {
  const isServerBackup = await new Promise<boolean>((resolve) => {
    let found = false;
    tar
      .list({ file: source, onReadEntry: (entry) => (found ||= entry.path === "manifest.json") })
      .then(() => resolve(found))
      .catch(() => resolve(false));
  });
  if (!isServerBackup) return { kind: "pglite", database: source, uploads: null };
  await tar.extract({ file: source, cwd: scratch, strict: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(scratch, "manifest.json"), "utf8")) as BackupManifest;
  const check = JSON.parse(
    execFileSync(process.execPath, ["scripts/verify-backup.mjs", source], {
      encoding: "utf8",
      env: { ...process.env, VERIFY_DATABASE_URL: databaseUrl ?? "" },
    })
      .trim()
      .split("\n")
      .pop()!,
  ) as { ok: boolean; message?: string };
  if (!check.ok) fail(`${source} no se puede restaurar: ${check.message} No se ha cambiado nada.`);
  const uploads = path.join(scratch, "subidas");
  return {
    kind: manifest.baseDeDatos.tipo,
    database: path.join(scratch, manifest.baseDeDatos.archivo),
    uploads: fs.existsSync(uploads) ? uploads : null,
  };
}

/** The uploads of the backup in place of the current ones (kept aside). */
function restoreUploads(from: string | null) {
  if (!from) return;
  if (fs.existsSync(uploadsDir)) {
    const aside = `${uploadsDir}.antes-de-restaurar-${stamp}`;
    fs.renameSync(uploadsDir, aside);
    console.log(`Las imágenes anteriores quedan en ${aside}.`);
  }
  fs.mkdirSync(path.dirname(uploadsDir), { recursive: true });
  fs.cpSync(from, uploadsDir, { recursive: true });
  console.log(`Imágenes restauradas: ${fs.readdirSync(uploadsDir).length} archivos.`);
}

try {
  if (command === "backup") {
    if (!fs.existsSync(pgliteDir)) fail(`No hay base de datos en ${pgliteDir}.`);
    const db = await PGlite.create({ dataDir: pgliteDir });
    try {
      // Named for its site, as the server names its own: the panel of this site lists it, no other.
      const born = await db.query<{ at: Date }>(
        "select created_at as at from seed_markers where name = 'contenido-de-ejemplo'",
      );
      const site = installIdFrom(born.rows[0]?.at ?? null);
      const target = path.resolve(fileArg ?? path.join(backupDir, backupFileName(site, new Date())));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const written = await writeBackupFile({
        source: { kind: "pglite", dump: () => db.dumpDataDir("gzip"), dataDir: pgliteDir },
        uploadsDir,
        target,
        site,
        now: new Date(),
      });
      console.log(
        `Copia de seguridad guardada en ${target} (${Math.round(written.bytes / 1024)} KB, sha256 ${written.sha256}).`,
      );
    } finally {
      await db.close();
    }
  } else {
    if (!fileArg) fail("Indica el archivo de la copia: npm run db:restore -- copia.tar");
    const source = path.resolve(fileArg);
    if (!fs.existsSync(source)) fail(`No existe ${source}.`);
    const backup = await readBackup(source);
    if (backup.kind === "postgres") {
      if (!databaseUrl) fail("Es una copia de PostgreSQL: define DATABASE_URL con la base de datos donde restaurarla.");
      execFileSync(
        "pg_restore",
        [
          "--clean",
          "--if-exists",
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          "--single-transaction",
          "--dbname",
          databaseUrl,
          backup.database,
        ],
        { stdio: "inherit" },
      );
      restoreUploads(backup.uploads);
      console.log(
        `Base de datos PostgreSQL restaurada desde ${source}. Las migraciones de esta versión se aplican al arrancar el servidor.`,
      );
    } else {
      if (databaseUrl)
        fail("Es una copia de la base de datos integrada: quita DATABASE_URL para restaurarla en DATA_DIR.");
      const restoring = `${pgliteDir}.restaurando`;
      fs.rmSync(restoring, { recursive: true, force: true });
      // Loaded, brought up to this release's migrations and checked in a new directory first: a
      // broken file leaves the current database untouched.
      let tables = 0;
      try {
        const db = await PGlite.create({
          dataDir: restoring,
          loadDataDir: new Blob([fs.readFileSync(backup.database)]),
        });
        await migrate(drizzle(db), { migrationsFolder });
        const { rows } = await db.query<{ tables: number }>(
          "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
        );
        await db.close();
        tables = rows[0]?.tables ?? 0;
      } catch (error) {
        console.error(String(error));
      }
      if (!tables) {
        fs.rmSync(restoring, { recursive: true, force: true });
        fail(`${source} no es una copia de seguridad de la web: no se ha cambiado nada.`);
      }
      if (fs.existsSync(pgliteDir)) {
        const aside = `${pgliteDir}.antes-de-restaurar-${stamp}`;
        fs.renameSync(pgliteDir, aside);
        console.log(`La base de datos anterior queda en ${aside}.`);
      }
      fs.renameSync(restoring, pgliteDir);
      restoreUploads(backup.uploads);
      console.log(`Base de datos restaurada desde ${source} (${tables} tablas).`);
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
  lock?.release();
}
