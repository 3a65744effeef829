import { eq } from "drizzle-orm";
import { serverSecrets } from "../../../db/schema";
import type { Database } from "./db.server";

/**
 * A secret of the server (the cookies' signing key, the push keys), made on first use by `make`
 * and kept in the database, so a backup carries it and a restored site still opens its cookies and
 * reaches its phones. Two instances starting at once keep the same one (the first insert wins).
 */
export async function ensureServerSecret(db: Database, name: string, make: () => string): Promise<string> {
  const stored = async () =>
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)))[0];
  let row = await stored();
  if (!row) {
    await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
    row = await stored();
  }
  if (!row) throw new Error(`Falta el secreto del servidor ${name}.`);
  return row.value;
}
