import type { AppContext } from "~/platform/server/context.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { shareCardPng } from "./card-image.server";

export { CardsBusyError } from "./card-image.server";
import { shareCardTitle } from "./card-title.server";

/** A page's share card as PNG bytes: its title, the site and school, and the address it is shared from. */
export async function shareCardFor(context: AppContext, path: string): Promise<Buffer> {
  const settings = await readSiteSettings(context);
  const title = await shareCardTitle(context.db, settings, path);
  return shareCardPng({
    title,
    kicker: `Educación Física · ${settings.schoolName}`,
    footer: context.publicAddress.host,
  });
}
