import { renameHubInPage } from "~/pages/index.server";
import { moderationSettingsSchema, siteSettingsSchema } from "~/platform/domain/admin-forms";
import { publicUrlSchema } from "~/platform/domain/public-address";
import { intent } from "~/platform/server/admin-action.server";
import { savePublicUrl } from "~/platform/server/public-address.server";
import { saveModerationSettings, saveSiteSettings } from "~/platform/server/site-settings.server";
import { SITE_SETTINGS_AUDIT as audit } from "../copy/site-settings";

/** The site's own settings as the panel's forms: its words and names, its public address, the pupils' privacy. */
export function siteSettingsIntents() {
  return {
    settings: intent({
      schema: siteSettingsSchema,
      async run(value, { tx, staff }) {
        const before = await saveSiteSettings(tx, value);
        // A hub renamed keeps its page's words in step with its new name.
        if (before) {
          await renameHubInPage(tx, "league", { from: before.leagueName, to: value.leagueName }, staff);
          await renameHubInPage(tx, "tournament", { from: before.tournamentName, to: value.tournamentName }, staff);
        }
        return { action: audit.settings, details: audit.teacher(value.teacherName) };
      },
      success: audit.settingsSaved,
    }),
    // The address every link the site writes starts with (emails, cards, feeds, calendars).
    publicUrl: intent({
      schema: publicUrlSchema,
      async run({ publicUrl }, { tx, context }) {
        await savePublicUrl(tx, publicUrl);
        // This server answers as the new address once it is stored (others at their next start).
        return {
          action: audit.publicUrl,
          details: publicUrl,
          afterCommit: async () => context.publicAddress.set(publicUrl),
        };
      },
      success: audit.publicUrlSaved,
    }),
    moderation: intent({
      schema: moderationSettingsSchema,
      async run(value, { tx }) {
        await saveModerationSettings(tx, value);
        return { action: audit.moderation, details: audit.moderationDetails(value) };
      },
      success: audit.moderationSaved,
    }),
  };
}
