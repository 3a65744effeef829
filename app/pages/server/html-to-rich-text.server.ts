import { DomUtils, parseDOM } from "htmlparser2";

/**
 * News and course news were stored as sanitised HTML until the site had one text format
 * (app/platform/domain/text-format.ts). This turns such HTML into that format, keeping its
 * meaning: paragraphs stay paragraphs, `<strong>`/`<b>` and headings become **bold**, links keep
 * their address, lists keep their items and their kind, `<br>` stays a line break. What the format
 * has no mark for (italics, underline, quotes) keeps its words. Used once per database, at start-up.
 */
type Node = ReturnType<typeof parseDOM>[number];

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "section",
  "article",
]);
const HEADING = /^h[1-6]$/;

/** Where a link may point in the format: an http(s) address or a path of this site. */
const linkTarget = (href: string | undefined) => {
  const value = href?.trim() ?? "";
  return /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value) ? value : null;
};

const collapse = (text: string) => text.replace(/\s+/g, " ");

/** The inline content of nodes as one line of the format (`\n` only where a `<br>` was). */
function inline(nodes: readonly Node[]): string {
  let out = "";
  for (const node of nodes) {
    if (DomUtils.isText(node)) out += collapse(node.data);
    else if (DomUtils.isTag(node)) {
      const name = node.name.toLowerCase();
      if (name === "script" || name === "style") continue;
      if (name === "br") out += "\n";
      else if (name === "strong" || name === "b") {
        const words = inline(node.children).replaceAll("*", "").trim();
        out += words ? `**${words}**` : "";
      } else if (name === "a") {
        const words = inline(node.children)
          .replace(/[[\]\n]/g, " ")
          .trim();
        const href = linkTarget(node.attribs.href);
        const mail = node.attribs.href?.match(/^mailto:(.+)$/i)?.[1];
        if (href && words) out += words === href ? href : `[${words}](${href})`;
        else if (mail) out += words && words !== mail ? `${words} (${mail})` : mail;
        else out += words;
      } else out += inline(node.children);
    }
  }
  return out;
}

/** Tidies a block's lines: no blank lines inside a block, no spaces at the ends of a line. */
const tidy = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");

function blocks(nodes: readonly Node[]): string[] {
  const out: string[] = [];
  let pending: Node[] = [];
  const flushInline = () => {
    const text = tidy(inline(pending));
    if (text) out.push(text);
    pending = [];
  };
  for (const node of nodes) {
    const name = DomUtils.isTag(node) ? node.name.toLowerCase() : "";
    if (!DomUtils.isTag(node) || (name !== "li" && !BLOCK_TAGS.has(name))) {
      pending.push(node);
      continue;
    }
    flushInline();
    const oneLine = (children: readonly Node[]) => tidy(inline(children)).replace(/\n/g, " ");
    if (name === "ul" || name === "ol") {
      const lines = node.children
        .filter((child) => DomUtils.isTag(child) && child.name.toLowerCase() === "li")
        .map((item) => (DomUtils.isTag(item) ? oneLine(item.children) : ""))
        .filter(Boolean)
        .map((text, i) => (name === "ol" ? `${i + 1}. ${text}` : `- ${text}`));
      if (lines.length > 0) out.push(lines.join("\n"));
    } else if (name === "li") {
      const text = oneLine(node.children);
      if (text) out.push(`- ${text}`);
    } else if (HEADING.test(name)) {
      const text = oneLine(node.children).replaceAll("*", "");
      if (text) out.push(`**${text}**`);
    } else {
      // A paragraph, a quote or a division: its own blocks (a division may hold paragraphs).
      out.push(...blocks(node.children));
    }
  }
  flushInline();
  return out;
}

export function htmlToRichText(html: string): string {
  return blocks(parseDOM(html, { decodeEntities: true })).join("\n\n");
}
