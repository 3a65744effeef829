import type { AppContext } from "~/platform/server/context.server";
import { type BackupsHeld, backupsHeldSentence } from "../domain/erasure-backups";

/** The backups that keep the data as it was: an erased name stays in them until they go. */
async function backupsHeld(context: Pick<AppContext, "backups">): Promise<BackupsHeld | null> {
  if (!context.backups) return null;
  const held = await context.backups.heldUntil();
  return { count: held.count, lastGoneAt: held.lastGoneAt?.toISOString() ?? null };
}

/** The sentence on the backups that still hold what is erased: before erasing, or after it. */
export async function backupsHeldNote(context: Pick<AppContext, "backups">, when: "before" | "after") {
  return backupsHeldSentence(await backupsHeld(context), when);
}
