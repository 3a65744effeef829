/**
 * Backup and restore of the embedded database (PGlite in DATA_DIR/pglite).
 *
 *   npm run db:backup                      → backups/ef-AAAAMMDD-HHMMSS.tar.gz
 *   npm run db:backup -- copia.tar.gz      → that file
 *   npm run db:restore -- copia.tar.gz     → replaces the database (the old one is kept aside)
 *
 * The server must be stopped: one process per embedded database (the lock says so). On
 * PostgreSQL (DATABASE_URL) use pg_dump / pg_restore instead.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DataDirLockedError } from "../app/server/data-dir-lock.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const [command, fileArg] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const pgliteDir = path.join(dataDir, "pglite");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (process.env.DATABASE_URL) fail("DATABASE_URL está definida: para PostgreSQL usa pg_dump y pg_restore.");
if (command !== "backup" && command !== "restore") fail("Uso: db-backup.ts backup [archivo.tar.gz] | restore <archivo.tar.gz>");

let lock: { release: () => void };
try {
  lock = await acquireDataDirLock(dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(`No se puede hacer ahora: ${error.message} Detén el servidor y vuelve a intentarlo.`, 75);
  throw error;
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
try {
  if (command === "backup") {
    if (!fs.existsSync(pgliteDir)) fail(`No hay base de datos en ${pgliteDir}.`);
    const target = path.resolve(fileArg ?? path.join("backups", `ef-${stamp}.tar.gz`));
    const db = await PGlite.create({ dataDir: pgliteDir });
    // A checkpoint first, so the copy holds everything committed so far.
    await db.exec("checkpoint");
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
    console.log(`Copia de seguridad guardada en ${target} (${Math.round(fs.statSync(target).size / 1024)} KB).`);
  } else {
    if (!fileArg) fail("Indica el archivo de la copia: npm run db:restore -- copia.tar.gz");
    const source = path.resolve(fileArg);
    if (!fs.existsSync(source)) fail(`No existe ${source}.`);
    const restoring = `${pgliteDir}.restaurando`;
    fs.rmSync(restoring, { recursive: true, force: true });
    // Loaded and checked in a new directory first: a broken file leaves the current database untouched.
    let tables = 0;
    try {
      const db = await PGlite.create({ dataDir: restoring, loadDataDir: new Blob([fs.readFileSync(source)]) });
      const { rows } = await db.query<{ tables: number }>("select count(*)::int as tables from information_schema.tables where table_schema = 'public'");
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
    console.log(`Base de datos restaurada desde ${source} (${tables} tablas).`);
  }
} finally {
  lock.release();
}
