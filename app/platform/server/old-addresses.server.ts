import { eq } from "drizzle-orm";
import { oldAddresses } from "../../../db/schema";
import type { Database } from "./db.server";

/**
 * Records that a page moved from `from` to `to` (issue 46). One hop always: addresses that led to
 * `from` now lead to `to`, and `to` itself stops being an old address (a name changed back).
 */
export async function rememberMove(tx: Database, from: string, to: string) {
  if (from === to) return;
  await tx.delete(oldAddresses).where(eq(oldAddresses.path, to));
  await tx.update(oldAddresses).set({ target: to }).where(eq(oldAddresses.target, from));
  await tx
    .insert(oldAddresses)
    .values({ path: from, target: to })
    .onConflictDoUpdate({ target: oldAddresses.path, set: { target: to } });
}

/** Where a moved page is now, or null for an address that never moved. */
async function findMovedAddress(db: Database, path: string): Promise<string | null> {
  const [row] = await db
    .select({ target: oldAddresses.target })
    .from(oldAddresses)
    .where(eq(oldAddresses.path, path.replace(/\/+$/, "") || "/"));
  return row?.target ?? null;
}

/**
 * For an address a page moved from, the redirect to its new one (301, with the query kept); for
 * any other, nothing. `no-cache`: a browser would keep a bare 301 for good, and the teacher may
 * give the name back.
 */
export async function redirectFromOldAddress(db: Database, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const target = await findMovedAddress(db, url.pathname);
  if (!target) return null;
  return new Response(null, {
    status: 301,
    headers: { Location: `${target}${url.search}`, "Cache-Control": "no-cache" },
  });
}
