/**
 * A long panel list is shown a page at a time: a school year's sign-ups run to hundreds,
 * and the inbox showed its newest 500 as if they were all. The page is a query parameter, so a
 * page is an address: it works without JavaScript, and a save on page 3 comes back to page 3.
 */

export const PANEL_PAGE_SIZE = 50;
export const PAGE_PARAM = "pagina";

/** The page a request asks for: a whole number from 1; anything else is the first page. */
export function requestedPage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM);
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export type PageWindow = {
  /** The page shown: the one asked for, or the last one when the list has become shorter. */
  page: number;
  pages: number;
  total: number;
  /** Rows to skip, and at most how many to show. */
  offset: number;
  size: number;
  /** The first and last row shown, counted from 1 (0 and 0 for an empty list). */
  first: number;
  last: number;
};

export function pageWindow(total: number, requested: number, size = PANEL_PAGE_SIZE): PageWindow {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested)), pages);
  const offset = (page - 1) * size;
  return {
    page,
    pages,
    total,
    offset,
    size,
    first: total === 0 ? 0 : offset + 1,
    last: Math.min(total, offset + size),
  };
}

/** The address of another page of the same list, its filters kept; the first page has no parameter. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
