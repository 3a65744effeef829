import { parseInlineMarks } from "~/domain/inline-marks";

/** A text written in the panel, with its bold words and links (app/domain/inline-marks.ts). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInlineMarks(text).map((piece, i) =>
        piece.kind === "strong" ? (
          <strong key={i}>{piece.text}</strong>
        ) : piece.kind === "link" ? (
          <a key={i} href={piece.href} className="font-medium underline underline-offset-2" {...(piece.href.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/** Paragraphs written in the panel, one `<p>` each. */
export function RichParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className}>
          <RichText text={p} />
        </p>
      ))}
    </>
  );
}
