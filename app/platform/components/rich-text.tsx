import { parseInlineMarks } from "~/platform/domain/inline-marks";
import { parseRichText } from "~/platform/domain/text-format";
import { Pieces, RichBlocks } from "./rich-blocks";

/** One line written in the panel, with its bold words and links (app/platform/domain/inline-marks.ts). */
export function RichText({ text }: { text: string }) {
  return <Pieces pieces={parseInlineMarks(text)} />;
}

/**
 * A text in the site's one format (app/platform/domain/text-format.ts): news, course news, blog posts.
 * `className` goes on each paragraph and list.
 */
export function RichTextBlocks({ text, className }: { text: string; className?: string }) {
  return <RichBlocks blocks={parseRichText(text)} className={className} />;
}

/** A page's paragraphs as stored by its editor (one string each), in the same format. */
export function RichParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <>
      {paragraphs.map((p, i) => (
        <RichTextBlocks key={i} text={p} className={className} />
      ))}
    </>
  );
}
