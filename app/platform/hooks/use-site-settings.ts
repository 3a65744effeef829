import { useRouteLoaderData } from "react-router";
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from "~/platform/copy/site";
import type { RootData } from "~/platform/domain/site-settings";

/** The site settings the root loader already read (teacher's name, links): no second query. */
export function useSiteSettings(): PublicSettings {
  return useRouteLoaderData<RootData>("root")?.settings ?? DEFAULT_PUBLIC_SETTINGS;
}
