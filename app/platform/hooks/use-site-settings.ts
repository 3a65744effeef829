import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_CHROME } from "~/platform/copy/site";
import type { RootData, SiteChrome } from "~/platform/domain/site-settings";

/** The site settings the root loader already read (teacher's name, links): no second query. */
export function useSiteSettings(): SiteChrome {
  return useRouteLoaderData<RootData>("root")?.settings ?? DEFAULT_SITE_CHROME;
}
