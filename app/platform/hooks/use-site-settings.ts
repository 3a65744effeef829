import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_CHROME } from "~/platform/copy/site";
import type { RootData, SiteChrome } from "~/platform/domain/site-settings";

/** The site settings the root loader already read (teacher's name, links): no second query. */
export function useSiteSettings(): SiteChrome {
  return useRouteLoaderData<RootData>("root")?.settings ?? DEFAULT_SITE_CHROME;
}

/**
 * The example a form's «Curso» field shows: one of the school's own courses («Por ejemplo, 1º ESO A»),
 * never a course the school may not teach.
 */
export function useCoursePlaceholder(): string {
  const first = useSiteSettings().courseLinks[0]?.label;
  return first ? `Por ejemplo, ${first} A` : "Tu curso y tu clase";
}
