import { eq } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import { type PublicAddress, publicAddressOf, publicOriginOf } from "~/platform/domain/public-address";
import type { Database } from "./db.server";

/** The running server's public address: read by every request, changed by the panel. */
export type PublicAddressHolder = PublicAddress & { set: (origin: string) => void };

export function createPublicAddress(origin: string): PublicAddressHolder {
  let current = publicAddressOf(origin);
  return {
    get origin() {
      return current.origin;
    },
    get host() {
      return current.host;
    },
    set(next) {
      current = publicAddressOf(next);
    },
  };
}

/** Where the server listens, as an address a browser on this machine can open. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The public address at start: PUBLIC_URL when set (stored, so the panel shows it); otherwise the
 * one stored before; otherwise, on a first start, where the server listens, stored once and
 * printed, for the teacher to correct in «Ajustes» (`derived`). Never a request's Host.
 */
export async function resolvePublicAddress(
  db: Database,
  options: { fromEnvironment?: string; listening: string },
): Promise<{ origin: string; derived: boolean }> {
  const given = options.fromEnvironment ? publicOriginOf(options.fromEnvironment) : null;
  if (given) {
    await savePublicUrl(db, given);
    return { origin: given, derived: false };
  }
  const [row] = await db.select({ publicUrl: siteSettings.publicUrl }).from(siteSettings).where(eq(siteSettings.id, 1));
  const stored = row?.publicUrl ? publicOriginOf(row.publicUrl) : null;
  if (stored) return { origin: stored, derived: false };
  await savePublicUrl(db, options.listening);
  return { origin: options.listening, derived: true };
}

export async function savePublicUrl(db: Database, origin: string): Promise<void> {
  await db.update(siteSettings).set({ publicUrl: origin, updatedAt: new Date() }).where(eq(siteSettings.id, 1));
}
