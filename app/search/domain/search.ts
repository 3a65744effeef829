/**
 * The site's search: what a query may be, and how a found snippet is read. The search
 * itself is the database's (app/search/server/search.server.ts).
 */

/** The longest query kept: a few words, never a pasted page. */
export const SEARCH_QUERY_MAX = 100;

/** What is searched, in the order a tie in rank shows them. */
export const SEARCH_KINDS = ["pagina", "proyecto", "campeonato", "equipo", "noticia", "blog", "curso"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One piece of a snippet: the words that matched are `marked`. */
export type SnippetPart = { text: string; marked: boolean };

export type SearchHit = {
  kind: SearchKind;
  title: string;
  /** The title with its matched words marked. */
  titleParts: SnippetPart[];
  /** A path of this site. */
  path: string;
  /** `YYYY-MM-DD` for what is dated (news, posts); null for pages. */
  date: string | null;
  snippet: SnippetPart[];
  rank: number;
};

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * The query as searched: control characters gone (a NUL byte cannot reach PostgreSQL),
 * spaces collapsed, at most SEARCH_QUERY_MAX characters (a cut word is dropped).
 */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  const spaced = (raw ?? "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  if (spaced.length <= SEARCH_QUERY_MAX) return spaced;
  const cut = spaced.slice(0, SEARCH_QUERY_MAX);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The marks the database puts around a matched word (control characters: never in the teacher's text). */
export const HEADLINE_START = "\u0002";
export const HEADLINE_STOP = "\u0003";

/** A headline with its marks as parts; neighbouring parts of the same kind are joined. */
export function parseHeadline(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = headline;
  while (rest) {
    const start = rest.indexOf(HEADLINE_START);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    const stop = rest.indexOf(HEADLINE_STOP, start + 1);
    const end = stop < 0 ? rest.length : stop;
    push(rest.slice(start + 1, end), true);
    rest = stop < 0 ? "" : rest.slice(stop + 1);
  }
  // A stray mark of either kind never reaches the page.
  return parts.map((part) => ({
    ...part,
    text: part.text.replaceAll(HEADLINE_START, "").replaceAll(HEADLINE_STOP, ""),
  }));
}

/** Best first; on the same rank, pages before dated items, then the newest. */
export function orderSearchHits(hits: readonly SearchHit[]): SearchHit[] {
  return [...hits].sort(
    (a, b) =>
      b.rank - a.rank ||
      SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
      (b.date ?? "").localeCompare(a.date ?? "") ||
      a.title.localeCompare(b.title, "es"),
  );
}
