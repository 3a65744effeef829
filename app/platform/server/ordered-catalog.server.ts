import { sql } from "drizzle-orm";
import { z } from "~/platform/domain/zod";
import type { Database } from "./db.server";

const positionRows = z.object({ rows: z.array(z.object({ next: z.coerce.number() })) });
const listRows = z.object({ rows: z.array(z.object({ slug: z.string(), position: z.coerce.number() })) });
const slugRows = z.object({ rows: z.array(z.object({ slug: z.string() })) });
const nameRows = z.object({ rows: z.array(z.object({ slug: z.string(), name: z.string() })) });

/**
 * A list of the school's shape the teacher orders and retires from (the courses, the
 * projects). Its table has `slug`, `position` and `retired_at`; only its model module calls this.
 * Changes of order wait for each other on an advisory lock (two rows added at once took the same
 * last place without it: tests/integration/school-shape-races.pg.test.ts).
 */
export function orderedCatalog(table: "courses" | "projects", nameColumn: "label" | "title") {
  const name = sql.identifier(table);
  const nameOf = sql.identifier(nameColumn);
  const lock = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${table}-order`}))`);

  /** The place after the last (call inside the add's transaction: it takes the lock). */
  async function nextPosition(tx: Database): Promise<number> {
    await lock(tx);
    const { rows } = positionRows.parse(
      await tx.execute(sql`select coalesce(max(position), 0) + 1 as next from ${name}`),
    );
    return rows[0]?.next ?? 1;
  }

  /** Moves a row one place up or down among those in use; false when there is no such row or place. */
  async function move(tx: Database, slug: string, direction: "up" | "down"): Promise<boolean> {
    await lock(tx);
    const { rows } = listRows.parse(
      await tx.execute(sql`select slug, position from ${name} where retired_at is null order by position for update`),
    );
    const index = rows.findIndex((row) => row.slug === slug);
    const self = rows[index];
    const other = rows[direction === "up" ? index - 1 : index + 1];
    if (!self || !other) return false;
    await tx.execute(sql`update ${name} set position = ${other.position} where slug = ${self.slug}`);
    await tx.execute(sql`update ${name} set position = ${self.position} where slug = ${other.slug}`);
    return true;
  }

  /** Retires a row (its data stays) or brings it back at the end of the list; false when there is no such row. */
  async function setRetired(tx: Database, slug: string, retired: boolean): Promise<boolean> {
    const position = await nextPosition(tx);
    const change = retired ? sql`retired_at = now()` : sql`retired_at = null, position = ${position}`;
    const { rows } = slugRows.parse(
      await tx.execute(sql`update ${name} set ${change} where slug = ${slug} returning slug`),
    );
    return rows.length > 0;
  }

  /**
   * Whether an address or a name (in any case) is taken by another row than `except`, retired ones
   * included: their addresses still answer.
   */
  async function taken(db: Database, { slug, name: wanted }: { slug?: string; name: string }, except?: string) {
    const { rows } = nameRows.parse(
      await db.execute(
        sql`select slug, ${nameOf} as name from ${name} where slug = ${slug ?? ""} or lower(${nameOf}) = lower(${wanted})`,
      ),
    );
    const others = rows.filter((row) => row.slug !== except);
    return {
      slug: others.some((row) => row.slug === slug),
      name: others.some((row) => row.name.toLowerCase() === wanted.toLowerCase()),
    };
  }

  return { nextPosition, move, setRetired, taken };
}
