/** Where a link is shown: the page, and the panel page that edits it (null: not editable from the panel yet). */
export type LinkPlace = { page: string; path: string; editPath: string | null };
export type SiteLink = { url: string; label: string; places: LinkPlace[] };
export type LinkCheckResult = SiteLink & { ok: boolean; status: number | null; problem: string | null };

/** How a link check behaves (the server's settings; tests shorten the times). */
export type LinkCheckOptions = {
  allowPrivateAddresses: boolean;
  /** The whole check's time: links not started by then are reported unchecked. */
  totalMs?: number;
  timeoutMs?: number;
  concurrency?: number;
  maxRedirects?: number;
};

/** A link check runs in the background: 'running' while it goes, 'done' when its results are in. */
export const LINK_CHECK_STATUSES = ["running", "done"] as const;
export type LinkCheckStatus = (typeof LINK_CHECK_STATUSES)[number];
