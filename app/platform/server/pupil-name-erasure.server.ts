import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { eraseName, namePattern } from "~/platform/domain/pupil-names";
import type { Database } from "~/platform/server/db.server";

/**
 * How a pupil's name is erased (the right to erasure): each capability that keeps names erases
 * them in its own tables with these, and the settings' form asks each in turn (docs/decisions/046).
 */

/** A place that keeps names: what the teacher reads it as, its table, and the columns that may hold one. */
export type NamePlace = { place: string; table: PgTable & { id: PgColumn }; columns: PgColumn[] };

/** How many entries of a place changed. */
export type ErasedPlace = { place: string; count: number };

/** Rows whose text may hold the name: a first, broad filter the database applies (the exact match is JavaScript's). */
export const mayHoldName = (column: PgColumn | ReturnType<typeof sql>, name: string) =>
  sql`${column}::text ilike ${`%${name
    .trim()
    .split(/\s+/)
    .at(-1)!
    .replace(/[%_\\]/g, "\\$&")}%`}`;

/** Whether a text holds the whole name (any capitals and spacing). */
export function holdsName(name: string) {
  const pattern = namePattern(name);
  return (text: unknown) => typeof text === "string" && new RegExp(pattern.source, "iu").test(text.normalize("NFC"));
}

/** The name replaced by its initials in every column of these places that holds it; what changed, by place. */
export async function eraseNameInPlaces(tx: Database, places: NamePlace[], name: string): Promise<ErasedPlace[]> {
  const holds = holdsName(name);
  const changed: ErasedPlace[] = [];
  for (const { place, table, columns } of places) {
    const rows = (await tx
      .select({ id: table.id, ...Object.fromEntries(columns.map((c, i) => [`c${i}`, c])) })
      .from(table)
      .where(
        sql.join(
          columns.map((c) => mayHoldName(c, name)),
          sql` or `,
        ),
      )) as ({ id: number } & Record<string, unknown>)[];
    let count = 0;
    for (const row of rows) {
      const set = Object.fromEntries(
        columns.flatMap((column, i) =>
          holds(row[`c${i}`]) ? [[column.name, eraseName(row[`c${i}`] as string, name)]] : [],
        ),
      );
      if (Object.keys(set).length === 0) continue;
      await tx.execute(
        sql`update ${table} set ${sql.join(
          Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
          sql`, `,
        )} where ${table.id} = ${row.id}`,
      );
      count++;
    }
    if (count > 0) changed.push({ place, count });
  }
  return changed;
}
