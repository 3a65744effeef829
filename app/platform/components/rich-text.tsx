import { Fragment } from "react";
import type { InlinePiece } from "~/platform/domain/inline-marks";
import { parseInlineMarks } from "~/platform/domain/inline-marks";
import { parseRichText, type RichBlock } from "~/platform/domain/text-format";

function Pieces({ pieces }: { pieces: readonly InlinePiece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.kind === "strong" ? (
          <strong key={i}>{piece.text}</strong>
        ) : piece.kind === "link" ? (
          <a
            key={i}
            href={piece.href}
            className="font-medium break-words underline underline-offset-2"
            {...(piece.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
          >
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/** One line written in the panel, with its bold words and links (app/platform/domain/inline-marks.ts). */
export function RichText({ text }: { text: string }) {
  return <Pieces pieces={parseInlineMarks(text)} />;
}

function Block({ block, className }: { block: RichBlock; className?: string }) {
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List
        className={[block.ordered ? "list-decimal" : "list-disc", "space-y-1 pl-6", className]
          .filter(Boolean)
          .join(" ")}
      >
        {block.items.map((item, i) => (
          <li key={i}>
            <Pieces pieces={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <p className={className}>
      {block.lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <Pieces pieces={line} />
        </Fragment>
      ))}
    </p>
  );
}

/**
 * A text in the site's one format (app/platform/domain/text-format.ts): news, course news, blog posts.
 * `className` goes on each paragraph and list.
 */
export function RichTextBlocks({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {parseRichText(text).map((block, i) => (
        <Block key={i} block={block} className={className} />
      ))}
    </>
  );
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
