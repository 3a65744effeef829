import pg from "pg";

/** One statement on its own connection (test set-up, reading back rows, breaking things on purpose). */
export async function runSql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The same server's database of that name. */
export const databaseUrl = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();
