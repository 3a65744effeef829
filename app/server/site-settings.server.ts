import { eq } from "drizzle-orm";
import { siteSettings } from "../../db/schema";
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from "~/content/site";
import type { Database } from "./db.server";

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
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { ...DEFAULT_PUBLIC_SETTINGS };
}
