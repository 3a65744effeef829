import { eq } from "drizzle-orm";
import webpush from "web-push";
import { serverSecrets } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

export type VapidKeys = { publicKey: string; privateKey: string };

const NAME = "vapid";

/**
 * The server's VAPID key pair (RFC 8292), made on first use and kept in the database (so a backup
 * carries it, and a restored site can still reach the phones that follow it). Both keys are one
 * row: two instances starting at once keep the same pair. The private key never leaves the server.
 */
export async function ensurePushKeys(db: Database): Promise<VapidKeys> {
  const stored = async () =>
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME)))[0];
  let row = await stored();
  if (!row) {
    await db
      .insert(serverSecrets)
      .values({ name: NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
      .onConflictDoNothing();
    row = await stored();
  }
  if (!row) throw new Error("Faltan las claves de los avisos (VAPID).");
  return JSON.parse(row.value) as VapidKeys;
}
