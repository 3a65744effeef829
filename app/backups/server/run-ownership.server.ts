import { randomInt } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/platform/server/db.server";

const lockRows = z.object({ rows: z.array(z.object({ free: z.boolean() })) });

/** The advisory locks' first key: "EF" (the second is the run's owner key). */
const LOCK_CLASS = 0x4546;

/**
 * Who owns a backup that is running, on PostgreSQL: the instance taking it holds an
 * advisory lock on a connection of its own for as long as it runs. The lock ends with that
 * connection, so a server killed mid-backup (kill -9, a power cut) owns nothing from that moment:
 * the next start, or another instance, sees the run as cut short at once, not an hour later.
 */
export type RunOwnership = {
  /** Takes a new key's lock; `release` ends it (and its connection). */
  hold(): Promise<{ key: number; release: () => Promise<void> }>;
  /** Whether a live process holds this key's lock now. */
  isHeld(key: number): Promise<boolean>;
};

export function postgresRunOwnership(url: string, db: Database): RunOwnership {
  return {
    async hold() {
      const client = new pg.Client({ connectionString: url });
      // A connection the database ends (a restart) only ends the lock; the backup's own queries say if it failed.
      client.on("error", () => {});
      await client.connect();
      for (;;) {
        const key = randomInt(1, 2 ** 31 - 1);
        const { rows } = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1, $2) as taken", [
          LOCK_CLASS,
          key,
        ]);
        if (rows[0]?.taken) {
          return {
            key,
            release: async () => {
              await client.query("select pg_advisory_unlock($1, $2)", [LOCK_CLASS, key]).catch(() => {});
              await client.end().catch(() => {});
            },
          };
        }
      }
    },
    async isHeld(key) {
      // A lock for the transaction only: free means nobody holds it, and it is let go at once.
      return db.transaction(async (tx) => {
        const [row] = lockRows.parse(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ${key}) as free`),
        ).rows;
        return !row?.free;
      });
    },
  };
}
