import { data } from "react-router";
import { desc, inArray, sql } from "drizzle-orm";
import { oldAddresses } from "../../../db/schema";
import type { Database } from "./db.server";

/**
 * Records that pages moved, all the moves of one save together. One hop always:
 * addresses that led to a page's old address now lead to its new one, and an address a page now
 * holds stops being an old address (a name changed back, or taken by the other hub). Together,
 * because one save may give one page the address another leaves: the old address's pointers follow
 * the page that left it, and the page that took it is answered there.
 */
export async function rememberMoves(tx: Database, moves: readonly { from: string; to: string }[]) {
  const real = moves.filter((move) => move.from !== move.to);
  if (real.length === 0) return;
  const held = real.map((move) => move.to);
  await tx.delete(oldAddresses).where(inArray(oldAddresses.path, held));
  // One statement, so a pointer moved by one move is not moved again by another.
  await tx
    .update(oldAddresses)
    .set({
      target: sql`case ${sql.join(
        real.map((m) => sql`when ${oldAddresses.target} = ${m.from}::text then ${m.to}::text`),
        sql` `,
      )} end`,
    })
    .where(
      inArray(
        oldAddresses.target,
        real.map((move) => move.from),
      ),
    );
  for (const move of real) {
    if (held.includes(move.from)) continue;
    await tx
      .insert(oldAddresses)
      .values({ path: move.from, target: move.to })
      .onConflictDoUpdate({ target: oldAddresses.path, set: { target: move.to } });
  }
}

/**
 * Where a moved page is now, or null for an address that never moved. A page below a moved one
 * moved with it: `/campeonatos/fernando-iii-league/liga-baloncesto` follows its league.
 */
async function findMovedAddress(db: Database, path: string): Promise<string | null> {
  const segments = path.replace(/\/+$/, "").split("/").slice(1);
  const prefixes = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  if (prefixes.length === 0) return null;
  const [row] = await db
    .select({ path: oldAddresses.path, target: oldAddresses.target })
    .from(oldAddresses)
    .where(inArray(oldAddresses.path, prefixes))
    .orderBy(desc(sql`char_length(${oldAddresses.path})`))
    .limit(1);
  return row ? `${row.target}${path.replace(/\/+$/, "").slice(row.path.length)}` : null;
}

/**
 * For an address a page moved from, the redirect to its new one (with the query kept); for any
 * other, nothing. 301 for a visit; 308 for a form sent to the old address (a page left open since
 * the rename): the browser sends it again, as it was, to the new one, so nothing typed is lost.
 * `no-cache`: a browser would keep a bare 301 for good, and the teacher may give the name back.
 */
export async function redirectFromOldAddress(db: Database, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const target = await findMovedAddress(db, url.pathname);
  if (!target) return null;
  return new Response(null, {
    status: request.method === "GET" || request.method === "HEAD" ? 301 : 308,
    headers: { Location: `${target}${url.search}`, "Cache-Control": "no-cache" },
  });
}

/**
 * For a page whose address follows a name (the league's, the bilingual project's): nothing when it
 * was asked at `current`; otherwise the redirect from an address it had before, or a 404 (thrown).
 */
export async function requireCurrentAddress(db: Database, request: Request, asked: string, current: string) {
  if (asked === current) return;
  throw (await redirectFromOldAddress(db, request)) ?? data(null, { status: 404 });
}
