import { type InlinePiece, parseInlineMarks } from "./inline-marks";

/**
 * The one text format of everything the teacher writes for visitors (point 5): news,
 * course news, blog posts and the pages' paragraphs. Plain text, so a phone's keyboard writes it:
 *
 *   a blank line between two paragraphs; a single line break stays a line break
 *   **negrita**, [texto del enlace](https://…) or (/ruta-del-sitio), and bare https:// addresses
 *   lines starting with «- » (or «* », «• ») make a list; «1. » a numbered list
 *
 * It is read into blocks of plain pieces that React renders: no HTML is ever taken from the text,
 * so nothing in it can run, and there is nothing to sanitise but its white space.
 */
export type RichBlock =
  { kind: "paragraph"; lines: InlinePiece[][] } | { kind: "list"; ordered: boolean; items: InlinePiece[][] };

const BULLET = /^[-*•]\s+/;
const NUMBERED = /^\d{1,3}[.)]\s+/;

/** Line breaks as `\n`, no control characters, no trailing spaces, at most one blank line in a row. */
export function normalizeRichText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/[ \t]+$/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

export function parseRichText(text: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const chunk of normalizeRichText(text).split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: { ordered: boolean; items: string[] } | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph.map(parseInlineMarks) });
      if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInlineMarks) });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const marker = BULLET.exec(line) ?? NUMBERED.exec(line);
      if (marker) {
        const ordered = NUMBERED.test(line);
        if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
        list ??= { ordered, items: [] };
        list.items.push(line.slice(marker[0].length));
      } else {
        if (list) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

const piecesToPlain = (pieces: InlinePiece[]) => pieces.map((piece) => piece.text).join("");

/** The words of a text without its marks (link texts kept): card previews, feeds, descriptions. */
export function richTextToPlain(text: string): string {
  return parseRichText(text)
    .flatMap((block) => (block.kind === "paragraph" ? block.lines : block.items).map(piecesToPlain))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The external links of a text (http and https), with the words they are written under. */
export function richTextLinks(text: string): { url: string; label: string }[] {
  return parseRichText(text)
    .flatMap((block) => (block.kind === "paragraph" ? block.lines : block.items))
    .flat()
    .flatMap((piece) =>
      piece.kind === "link" && /^https?:\/\//i.test(piece.href) ? [{ url: piece.href, label: piece.text }] : [],
    );
}
