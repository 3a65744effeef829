/** A picture an editor can pick: an upload (its smallest copy as the thumbnail) or one of the site's drawings. */
export type ImageChoice = { url: string; label: string; thumb?: string };

/**
 * A picture picker starts with only the picture it holds: a page of twenty news items
 * with three hundred thumbnails each was megabytes on a phone. The rest are fetched when the
 * teacher opens it; without JavaScript, the same page with this parameter lists them all.
 */
const ALL_IMAGES_PARAM = "imagenes";
const ALL_IMAGES_VALUE = "todas";

/** Where an open picker fetches its choices (app/routes/admin/imagenes.opciones.ts). */
export const IMAGE_CHOICES_PATH = "/admin/imagenes/opciones";

/** Whether the address asks for every picture in the pickers (the way without JavaScript). */
export const wantsAllImages = (search: URLSearchParams) => search.get(ALL_IMAGES_PARAM) === ALL_IMAGES_VALUE;

/** The same page's address with every picture in its pickers (its other parameters, such as the page, kept). */
export function allImagesHref(search: string): string {
  const params = new URLSearchParams(search);
  params.set(ALL_IMAGES_PARAM, ALL_IMAGES_VALUE);
  return `?${params}`;
}
