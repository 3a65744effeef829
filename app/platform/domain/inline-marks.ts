import { sameSitePath } from "./site-paths";

/**
 * The small formatting set of the texts the teacher writes in the panel: `**bold**`,
 * `[words](https://address)` and bare `https://` addresses, which are links too. Read into plain
 * pieces that React renders: no HTML is ever taken from the text, so nothing in it can run or
 * break the page. Paragraphs and lists are app/platform/domain/text-format.ts.
 */
export type InlinePiece =
  { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

// A bare address ends before white space and does not take the sentence's closing punctuation.
const MARK =
  /\*\*([^*]+?)\*\*|\[([^\]]+?)\]\((https?:\/\/[^\s)]+|\/(?!\/)[^\s)]*)\)|(https?:\/\/[^\s<>()[\]"]*[^\s<>()[\]".,;:!?'»])/g;

export function parseInlineMarks(text: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const at = match.index;
    if (at > last) pieces.push({ kind: "text", text: text.slice(last, at) });
    if (match[1] !== undefined) pieces.push({ kind: "strong", text: match[1] });
    else if (match[4] !== undefined) pieces.push({ kind: "link", text: match[4], href: match[4] });
    else if (match[3]!.startsWith("/") && sameSitePath(match[3]) === null)
      pieces.push({ kind: "text", text: match[0] });
    else pieces.push({ kind: "link", text: match[2]!, href: match[3]! });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

/** `{profe}` in a text the teacher wrote stands for the teacher's name as set in /admin/ajustes. */
export const withTeacherName = (text: string, teacherName: string) => text.replaceAll("{profe}", teacherName);
