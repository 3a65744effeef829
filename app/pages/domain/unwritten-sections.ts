import type { BilingualProjectDocument, BilingualResourcesDocument } from "~/pages/copy/page-editors";
import { BILINGUAL_PROJECT_ENTRY } from "~/platform/domain/site-settings";

/** The bilingual resources page's address (its menu entry's). */
export const BILINGUAL_RESOURCES_PATH = "/bilinguismo/recursos";

const written = (text: string | undefined) => Boolean(text?.trim());

/** Whether the year's bilingual project page says anything: its presentation or its products' link. */
export const isBilingualProjectWritten = (page: BilingualProjectDocument) =>
  page.intro.some(written) || written(page.finalProducts.href);

/** Whether the bilingual resources page links anything. */
export const isBilingualResourcesWritten = (page: BilingualResourcesDocument) =>
  page.activities.length > 0 || page.resources.length > 0;

/**
 * The menu entries whose pages have nothing written yet (a new school's bilingual section): the
 * menu, the sitemap and search leave them out as if the teacher had hidden them, and the pages
 * answer 404 until the teacher writes them (/admin/paginas shows them in its preview meanwhile).
 */
export function unwrittenMenuEntries(pages: {
  bilingualProject: BilingualProjectDocument;
  bilingualResources: BilingualResourcesDocument;
}): string[] {
  return [
    ...(isBilingualProjectWritten(pages.bilingualProject) ? [] : [BILINGUAL_PROJECT_ENTRY]),
    ...(isBilingualResourcesWritten(pages.bilingualResources) ? [] : [BILINGUAL_RESOURCES_PATH]),
  ];
}
