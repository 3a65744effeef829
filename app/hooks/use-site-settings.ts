import { useRouteLoaderData } from "react-router";
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from "~/content/site";
import type { loader as rootLoader } from "~/root";

/** The site settings the root loader already read (teacher's name, links): no second query. */
export function useSiteSettings(): PublicSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.settings ?? DEFAULT_PUBLIC_SETTINGS;
}
