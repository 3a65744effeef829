import webpush from "web-push";
import type { Database } from "~/platform/server/db.server";
import { ensureServerSecret } from "~/platform/server/server-secrets.server";

export type VapidKeys = { publicKey: string; privateKey: string };

const NAME = "vapid";

/**
 * The server's VAPID key pair (RFC 8292), made on first use and kept in the database (so a backup
 * carries it, and a restored site can still reach the phones that follow it). Both keys are one
 * row: two instances starting at once keep the same pair. The private key never leaves the server.
 */
export async function ensurePushKeys(db: Database): Promise<VapidKeys> {
  return JSON.parse(await ensureServerSecret(db, NAME, () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}
