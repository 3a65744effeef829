/**
 * `?vista-previa=<page>` on a public page: signed-in staff see that page's unpublished draft there.
 * Such an answer is never kept by the page cache (server/request-handler.ts).
 */
export const PREVIEW_PARAM = "vista-previa";

/** The public page showing a page's draft; the parameter names the page, for the banner's links back to its editor. */
export const previewPath = (publicPath: string, pageKey: string) =>
  `${publicPath}${publicPath.includes("?") ? "&" : "?"}${PREVIEW_PARAM}=${encodeURIComponent(pageKey)}`;

export const isPreviewUrl = (url: string) => new URL(url, "http://x").searchParams.has(PREVIEW_PARAM);
