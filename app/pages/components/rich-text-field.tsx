import { Bold, Link2, List } from "lucide-react";
import { useRef, useState } from "react";
import { RichTextBlocks } from "~/platform/components/rich-text";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { AdminTextarea, type FieldProps, useAdminField } from "~/platform/components/admin-fields";

const toolButton =
  "inline-flex min-h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800";

const FORMAT_HINT = (
  <>
    Una línea en blanco separa los párrafos. <code>**negrita**</code> · <code>[texto](https://dirección)</code> · las
    líneas que empiezan por <code>- </code> forman una lista (<code>1. </code>, numerada). Las direcciones https:// se
    enlazan solas.
  </>
);

/**
 * The one editor field of the site's text format (app/platform/domain/text-format.ts): news, course news,
 * blog posts and the pages' paragraphs. A plain text area, so it works without JavaScript and on
 * any phone keyboard; with JavaScript, three buttons write the marks around the selection and a
 * preview shows the text as visitors will read it. `hint` adds to the format's own.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  required,
  maxLength,
  className,
  hint,
  rows = 8,
}: FieldProps & { rows?: number }) {
  const f = useAdminField(name, defaultValue);
  const hydrated = useHydrated();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(f.value);
  // The server's answer can bring other typed values (a refusal): the preview follows them.
  const [shown, setShown] = useState(f.value);
  if (shown !== f.value) {
    setShown(f.value);
    setText(f.value);
  }

  /** Replaces the selection with what `make` writes from it, and selects `select` of that (a placeholder to type over). */
  function mark(make: (selected: string) => { text: string; select?: [number, number] }) {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const made = make(el.value.slice(start, end));
    el.setRangeText(made.text, start, end, "end");
    if (made.select) el.setSelectionRange(start + made.select[0], start + made.select[1]);
    el.focus();
    setText(el.value);
  }

  const bold = () =>
    mark((selected) => {
      const words = selected || "negrita";
      return { text: `**${words}**`, select: [2, 2 + words.length] };
    });
  const link = () =>
    mark((selected) => {
      const words = selected || "texto del enlace";
      return { text: `[${words}](https://)`, select: [words.length + 3, words.length + 11] };
    });
  const list = () =>
    mark((selected) => {
      const lines = (selected || "").split("\n").map((line) => `- ${line.replace(/^[-*•]\s+/, "")}`);
      const el = area.current!;
      // A list starts on a line of its own.
      const lead = el.selectionStart > 0 && el.value[el.selectionStart - 1] !== "\n" ? "\n" : "";
      const joined = lead + lines.join("\n");
      return { text: joined, select: [joined.length, joined.length] };
    });

  return (
    <AdminTextarea
      name={name}
      label={label}
      defaultValue={defaultValue}
      required={required}
      maxLength={maxLength}
      className={className}
      rows={rows}
      hint={
        hint ? (
          <>
            {FORMAT_HINT} {hint}
          </>
        ) : (
          FORMAT_HINT
        )
      }
      areaRef={area}
      onText={setText}
      before={(id) =>
        hydrated ? (
          <div role="toolbar" aria-label="Formato" aria-controls={id} className="mt-1 flex flex-wrap gap-2">
            <button type="button" className={toolButton} onClick={bold}>
              <Bold aria-hidden="true" className="size-4" /> Negrita
            </button>
            <button type="button" className={toolButton} onClick={link}>
              <Link2 aria-hidden="true" className="size-4" /> Enlace
            </button>
            <button type="button" className={toolButton} onClick={list}>
              <List aria-hidden="true" className="size-4" /> Lista
            </button>
          </div>
        ) : null
      }
      after={
        hydrated && text.trim() ? (
          <details className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">Vista previa</summary>
            <div className="mt-2 space-y-2 text-slate-800">
              <RichTextBlocks text={text} />
            </div>
          </details>
        ) : null
      }
    />
  );
}
