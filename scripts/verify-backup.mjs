// Checks one backup file of the site, in a process of its own so that the scratch
// database's memory goes when it ends: every entry against the checksum in its manifest, then the
// database restored into a scratch place and the rows of every table counted. Prints one JSON line:
// {"ok":true,"tables":{...},"files":N} or {"ok":false,"message":"…"}.
//
//   node scripts/verify-backup.mjs FILE            (embedded database copies)
//   VERIFY_DATABASE_URL=postgres://… node scripts/verify-backup.mjs FILE   (PostgreSQL copies: a scratch database is made there and dropped)
import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";

const file = process.argv[2];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ef-comprobar-copia-"));

function answer(value) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

async function sha256Of(filePath) {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk);
  return hash.digest("hex");
}

async function countPglite(archive) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(archive)]) });
  try {
    return await countTables((sql) => db.query(sql).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

async function countPostgres(archive) {
  const admin = process.env.VERIFY_DATABASE_URL;
  if (!admin) throw new Error("Falta VERIFY_DATABASE_URL para comprobar una copia de PostgreSQL.");
  const pg = (await import("pg")).default;
  const name = `ef_comprobar_${randomUUID().replaceAll("-", "")}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    execFileSync(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--dbname", url.toString(), archive],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await countTables((sql) => client.query(sql).then((r) => r.rows));
    } finally {
      await client.end();
    }
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}

async function countTables(query) {
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts = {};
  for (const { name } of tables)
    counts[name] = Number((await query(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`))[0].n);
  return counts;
}

try {
  if (!file || !fs.existsSync(file)) throw new Error("No existe el archivo de la copia.");
  await tar.extract({ file, cwd: scratch, strict: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(scratch, "manifest.json"), "utf8"));
  if (manifest.formato !== 1 || !Array.isArray(manifest.entradas))
    throw new Error("El archivo no es una copia de la web (falta su manifiesto).");
  for (const entry of manifest.entradas) {
    const target = path.join(scratch, entry.ruta);
    if (!target.startsWith(scratch + path.sep) || !fs.existsSync(target))
      throw new Error(`Falta ${entry.ruta} en la copia.`);
    if ((await sha256Of(target)) !== entry.sha256)
      throw new Error(`${entry.ruta} no coincide con su suma de comprobación: la copia está dañada.`);
  }
  const archive = path.join(scratch, manifest.baseDeDatos.archivo);
  const tables = manifest.baseDeDatos.tipo === "postgres" ? await countPostgres(archive) : await countPglite(archive);
  if (Object.keys(tables).length === 0) throw new Error("La base de datos de la copia no tiene tablas.");
  answer({ ok: true, tables, files: manifest.entradas.length });
} catch (error) {
  answer({ ok: false, message: error instanceof Error ? error.message : String(error) });
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
