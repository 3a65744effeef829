import { eq, sql } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from "~/platform/copy/site";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "./db.server";
import { type MenuLayout, readMenuLayout } from "~/platform/domain/menu-layout";
import { siteAddresses } from "~/platform/domain/site-settings";
import { rememberMoves } from "./old-addresses.server";

/** The settings every page shows, from the read cache (kept 10 s at most, emptied by any write). */
export function readSiteSettings(context: Pick<AppContext, "db" | "reads">): Promise<PublicSettings> {
  return context.reads.read("site-settings", 10_000, () => getSiteSettings(context.db));
}

/** The settings every page shows (teacher's name, social links, video channel). */
export async function getSiteSettings(db: Database): Promise<PublicSettings> {
  const [row] = await db
    .select({
      teacherName: siteSettings.teacherName,
      schoolName: siteSettings.schoolName,
      facebookUrl: siteSettings.facebookUrl,
      instagramUrl: siteSettings.instagramUrl,
      xUrl: siteSettings.xUrl,
      videoChannelUrl: siteSettings.videoChannelUrl,
      teacherTitle: siteSettings.teacherTitle,
      timetableYear: siteSettings.timetableYear,
      tournamentEdition: siteSettings.tournamentEdition,
      bilingualLabel: siteSettings.bilingualLabel,
      leagueName: siteSettings.leagueName,
      tournamentName: siteSettings.tournamentName,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row
    ? { ...row, teacherTitle: row.teacherTitle === "la profe" ? "la profe" : "el profe" }
    : { ...DEFAULT_PUBLIC_SETTINGS };
}

type ModerationSettings = { approvePublicNames: boolean; premoderateComments: boolean };

/** Whether pupils' names wait for the teacher before they appear in public lists and comments. */
export async function getModerationSettings(db: Database): Promise<ModerationSettings> {
  const [row] = await db
    .select({
      approvePublicNames: siteSettings.approvePublicNames,
      premoderateComments: siteSettings.premoderateComments,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { approvePublicNames: true, premoderateComments: true };
}

/** Whether comments wait for the teacher: the comment forms say so. From the read cache. */
export async function readCommentsReviewed(context: Pick<AppContext, "db" | "reads">): Promise<boolean> {
  return context.reads.read(
    "comments-reviewed",
    10_000,
    async () => (await getModerationSettings(context.db)).premoderateComments,
  );
}

export async function saveModerationSettings(db: Database, value: ModerationSettings) {
  await db
    .update(siteSettings)
    .set({ ...value, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1));
}

/**
 * One setting of the row, saved for the capability it belongs to (the school's region, the
 * reminder's hour): the platform writes the settings row, its owners ask it.
 */
export async function saveSetting<K extends "holidayRegion" | "pushReminderHour">(
  db: Database,
  key: K,
  value: (typeof siteSettings.$inferInsert)[K],
) {
  await db
    .update(siteSettings)
    .set({ [key]: value, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1));
}

/** The year-bound words a year's close updates. */
export async function saveYearWords(
  db: Database,
  value: Pick<PublicSettings, "timetableYear" | "tournamentEdition" | "bilingualLabel">,
) {
  await moveNamedPages(db, value);
  await db
    .update(siteSettings)
    .set({ ...value, updatedAt: new Date() })
    .where(eq(siteSettings.id, 1));
}

/**
 * Saves the settings every page shows; returns the names it replaced (read with the row held), or
 * null on a new database.
 */
export async function saveSiteSettings(db: Database, value: PublicSettings) {
  const before = await moveNamedPages(db, value);
  await db
    .insert(siteSettings)
    .values({ id: 1, ...value })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...value, updatedAt: sql`now()` } });
  return before;
}

/**
 * The bilingual project's, the league's and the tournament's addresses follow their names (docs/decisions/031): a
 * new name moves the page (and a hub's competitions below it), and the old address is remembered so it
 * redirects. The row is held until the save ends, so two saves at once cannot both read the same
 * old name.
 */
async function moveNamedPages(
  tx: Database,
  next: Partial<Pick<PublicSettings, "bilingualLabel" | "leagueName" | "tournamentName">>,
) {
  const [row] = await tx
    .select({
      bilingualLabel: siteSettings.bilingualLabel,
      leagueName: siteSettings.leagueName,
      tournamentName: siteSettings.tournamentName,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for("update");
  if (!row) return null;
  const [before, after] = [siteAddresses(row), siteAddresses({ ...row, ...next })];
  await rememberMoves(tx, [
    { from: before.bilingualProject, to: after.bilingualProject },
    { from: before.league, to: after.league },
    { from: before.tournament, to: after.tournament },
  ]);
  return row;
}

/** How the teacher arranged the menu. */
export async function getMenuLayout(db: Database): Promise<MenuLayout> {
  const [row] = await db.select({ menu: siteSettings.menu }).from(siteSettings).where(eq(siteSettings.id, 1));
  return readMenuLayout(row?.menu);
}

/** The same, from the read cache. */
export function readMenuLayoutSetting(context: Pick<AppContext, "db" | "reads">): Promise<MenuLayout> {
  return context.reads.read("menu-layout", 10_000, () => getMenuLayout(context.db));
}

/**
 * Changes the menu's arrangement from what is stored, holding its row meanwhile: two changes at
 * once (a move and a save from two tabs) both apply, neither overwrites the other.
 */
export async function changeMenuLayout(tx: Database, change: (current: MenuLayout) => MenuLayout) {
  const [row] = await tx
    .select({ menu: siteSettings.menu })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .for("update");
  const menu = change(readMenuLayout(row?.menu));
  await tx.update(siteSettings).set({ menu, updatedAt: new Date() }).where(eq(siteSettings.id, 1));
  return menu;
}
