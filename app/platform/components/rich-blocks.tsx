import { Fragment } from "react";
import type { InlinePiece } from "~/platform/domain/inline-marks";
import type { RichBlock } from "~/platform/domain/text-format";

/**
 * Text in the site's one format, already read into blocks (app/platform/domain/text-format.ts): a
 * page whose loader reads it sends the blocks, and its scripts carry no parser.
 */

export function Pieces({ pieces }: { pieces: readonly InlinePiece[] }) {
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

/** Blocks read on the server (`parseRichText`): `className` goes on each paragraph and list. */
export function RichBlocks({ blocks, className }: { blocks: readonly RichBlock[]; className?: string }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} className={className} />
      ))}
    </>
  );
}
