import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "../../../db/schema";
import { acquireDataDirLock } from "./data-dir-lock.server";
import type { CompiledEmbeddedDatabase } from "./embedded-database-code.server";

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs LISTEN on PostgreSQL; on PGlite the app uses in-process events instead. */
  pool?: pg.Pool;
  /** What a backup copies: the embedded database's own dump, or PostgreSQL's address for pg_dump. */
  backupSource: BackupSource;
  close: () => Promise<void>;
};

export type BackupSource =
  | {
      kind: "pglite";
      /** The data directory, gzipped, as PGlite writes it (between two queries: nothing half-committed). */ dump: () => Promise<Blob>;
      dataDir: string | null;
    }
  | { kind: "postgres"; url: string };

/** Longest a query may take on PostgreSQL (the client gives up too if the server does not answer). */
const QUERY_TIMEOUT_MS = 8_000;

const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

type OpenDatabaseOptions =
  | {
      kind: "pglite";
      dataDir: string | null;
      fsync?: boolean;
      /** Its WebAssembly, when the server began compiling it as it started (./embedded-database-code.server.ts). */
      compiled?: Promise<CompiledEmbeddedDatabase | null> | null;
      /** A dump (`dumpDataDir`) to start from instead of an empty cluster: the tests' prepared databases. */
      from?: Blob;
    }
  | { kind: "postgres"; url: string; max?: number };

/**
 * The site's whole database is a few megabytes: 16 MB of shared buffers hold all of it, where
 * PostgreSQL's default 128 MB made the server's memory about 120 MB larger (docs/decisions/010).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

/** PGlite's own start parameters, less `-F` (fsync off) when durability is wanted, plus ours. */
function pgliteStartParams(pgliteClass: typeof PGlite, fsync: boolean): string[] {
  // Not in PGlite's type declarations, but read by PGlite.create().
  const defaults: unknown = Reflect.get(pgliteClass, "defaultStartParams");
  if (!Array.isArray(defaults)) return PGLITE_SETTINGS;
  return [...defaults.filter((p): p is string => typeof p === "string" && (!fsync || p !== "-F")), ...PGLITE_SETTINGS];
}

// Each kind loads its own driver when it opens: a start on one does not load the other's
// (≈40 ms of a warm start on the embedded database).
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // A database that stops answering (frozen, a network that drops packets) must give a quick
    // 503, not requests that hang: every wait has an end, dead connections are noticed by TCP
    // keep-alive, and the pool makes new ones when the server is back.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: 5_000,
      query_timeout: QUERY_TIMEOUT_MS,
      statement_timeout: QUERY_TIMEOUT_MS,
      lock_timeout: 5_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server must not crash the process.
    pool.on("error", (error) =>
      console.error(JSON.stringify({ level: "error", msg: "postgres pool error", error: error.message })),
    );
    const nodePg = drizzleNodePg(pool, { schema });
    await migrateNodePg(nodePg, { migrationsFolder: MIGRATIONS_FOLDER });
    const db: Database = nodePg;
    return {
      db,
      kind: "postgres",
      pool,
      backupSource: { kind: "postgres", url: options.url },
      close: () => pool.end(),
    };
  }

  // `null` data dir = in memory (tests).
  const lock = options.dataDir
    ? await acquireDataDirLock(options.dataDir, {
        // Another server took the directory (its owner looked dead): stop before both write.
        onLost() {
          console.error(
            "Otro servidor ha tomado el directorio de datos: este se detiene para no dañar la base de datos.",
          );
          process.exit(75);
        },
      })
    : null;
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    const client = await PGlite.create({
      ...(await options.compiled),
      dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : undefined,
      loadDataDir: options.from,
      startParams: pgliteStartParams(PGlite, options.dataDir ? (options.fsync ?? true) : false),
    });
    const pglite = drizzlePglite(client, { schema });
    await migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER });
    const db: Database = pglite;
    let closed = false;
    return {
      db,
      kind: "pglite",
      backupSource: {
        kind: "pglite",
        dump: () => client.dumpDataDir("gzip"),
        dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : null,
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
