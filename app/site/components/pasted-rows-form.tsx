import { type ReactNode, useContext, useId, useState } from "react";
import { PASTED_TABLES, type PastedEditor } from "~/courses";
import { fieldErrorOf, typedValueOf } from "~/platform/domain/form-answer";
import { LEAGUE_TEAMS_PASTE } from "~/competitions";
import { fieldViews } from "~/platform/domain/field-kit";
import { type ChoiceSource, type FieldOption, withChoices } from "~/platform/domain/field-views";
import { type PastedTable, parsePastedRows } from "~/platform/domain/pasted-rows";
import type { z } from "~/platform/domain/zod";
import { controlClass } from "~/platform/components/control-class";
import { AdminForm, FormResultContext } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { AdminSelect } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";

type SavedRow = { values: Record<string, string> };

/** What is pasted where: a class of the ranking or the group progress, or the league's teams. */
type PasteKind =
  | {
      kind: "class";
      editor: PastedEditor;
      saved: SavedRow[];
      /** The school's courses and classes, for the course and class selects. */
      choices: Record<ChoiceSource, FieldOption[]> | null;
    }
  | { kind: "league-teams" };

const cellText = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value ?? ""));

/**
 * Rows pasted from the teacher's spreadsheet: what they belong to (a class, a sport),
 * the copied rows, and a preview of what the save will do, read as the teacher pastes (the same
 * rules the server checks again). One submission. Without JavaScript: no preview; the server's
 * refusal lists the lines to fix.
 *
 * - `class`: a class's ranking or group progress; the save replaces that class's rows.
 * - `league-teams`: the league's teams of a sport, added approved.
 */
export function PastedRowsForm({ paste }: { paste: PasteKind }) {
  const table: PastedTable<z.ZodObject> = paste.kind === "class" ? PASTED_TABLES[paste.editor] : LEAGUE_TEAMS_PASTE;
  // The selects above the paste (course, class, sport) are the row's own fields.
  const views = fieldViews(table.row);
  const fields = paste.kind === "class" && paste.choices ? withChoices(views, paste.choices) : views;
  const firstOption = (name: string) => {
    const field = fields[name];
    return field?.kind === "select" ? (field.options[0]?.value ?? "") : "";
  };
  const [scope, setScope] = useState<Record<string, string>>(() =>
    Object.fromEntries(table.scope.map((name) => [name, firstOption(name)])),
  );
  const [text, setText] = useState("");
  const columns = table.columns.map((c) => table.labels[c]).join(" · ");
  const words =
    paste.kind === "class"
      ? {
          title: "Pegar una clase desde la hoja de cálculo",
          intent: "paste",
          submit: "Guardar la clase",
          intro: (
            <>
              Copia las filas de la clase en tu hoja de cálculo y pégalas aquí, una por línea:{" "}
              <strong>{columns}</strong>. Si la primera fila es la de los títulos, cada columna se toma por su título,
              en cualquier orden, y las demás se dejan fuera; si no hay columna de puesto, el orden de las filas es el
              puesto. Guardar sustituye lo que hay guardado de esa clase.
            </>
          ),
        }
      : {
          title: "Pegar los equipos de la liga",
          intent: "pasteLeagueTeams",
          submit: "Añadir los equipos",
          intro: (
            <>
              Un equipo por línea: <strong>{columns}</strong>, con los jugadores en una celda separados por comas. Si la
              primera fila es la de los títulos, cada columna se toma por su título y las demás se dejan fuera. Se
              añaden ya aprobados (se publican en la página de la liga) y después creas su liga aquí debajo.
            </>
          ),
        };
  return (
    <AdminPanel title={words.title} id={paste.kind === "class" ? "pegar" : "pegar-equipos-liga"}>
      <p className="mb-4 text-sm text-slate-700">{words.intro}</p>
      {/* A save empties the form (AdminForm resets it): the preview goes with it. */}
      <div onReset={() => setText("")}>
        <AdminForm intent={words.intent} aria-label={words.title}>
          <div
            className="grid gap-4 sm:grid-cols-2"
            onChange={(event) => {
              const target: EventTarget = event.target;
              if (target instanceof HTMLSelectElement && (table.scope as readonly string[]).includes(target.name))
                setScope((was) => ({ ...was, [target.name]: target.value }));
            }}
          >
            {table.scope.map((name) => {
              const field = fields[name];
              return field?.kind === "select" ? (
                <AdminSelect
                  key={name}
                  name={name}
                  label={field.label}
                  options={field.options}
                  defaultValue={scope[name]}
                />
              ) : null;
            })}
          </div>
          <PastedRowsField onText={setText} />
          <PastePreview
            table={table}
            text={text}
            scope={scope}
            summary={(count) => summaryOf(paste, table, count, scope)}
          />
          <div className="mt-4">
            <NavigationSubmitButton intent={words.intent}>{words.submit}</NavigationSubmitButton>
          </div>
        </AdminForm>
      </div>
    </AdminPanel>
  );
}

/** The preview's first line: how many rows, for what, and what they replace. */
function summaryOf(
  paste: PasteKind,
  table: PastedTable<z.ZodObject>,
  count: number,
  scope: Record<string, string>,
): string {
  const where = Object.values(scope).join(" ");
  if (paste.kind === "league-teams") return `Vista previa: ${count} ${count === 1 ? "equipo" : "equipos"} de ${where}.`;
  const replaced = paste.saved.filter((row) => table.scope.every((name) => row.values[name] === scope[name])).length;
  return `Vista previa: ${count} ${count === 1 ? "fila" : "filas"} para ${where}${replaced > 0 ? ` (sustituyen las ${replaced} guardadas)` : ""}.`;
}

function PastedRowsField({ onText }: { onText: (text: string) => void }) {
  const answer = useContext(FormResultContext);
  const id = useId();
  const error = fieldErrorOf(answer, "rows");
  const typed = typedValueOf(answer, "rows") ?? "";
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Filas pegadas
      </label>
      <textarea
        id={id}
        name="rows"
        rows={8}
        required
        defaultValue={typed}
        key={typed}
        spellCheck={false}
        onChange={(event) => onText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} mt-1 font-mono text-sm`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 whitespace-pre-line text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the save will do, from the text as pasted: the rows it will keep, or the lines to fix. */
function PastePreview({
  table,
  text,
  scope,
  summary,
}: {
  table: PastedTable<z.ZodObject>;
  text: string;
  scope: Record<string, string>;
  summary: (count: number) => ReactNode;
}) {
  if (text.trim() === "") return null;
  const { rows, errors } = parsePastedRows(text, table, scope);
  const shown = table.columns;
  return (
    <div aria-live="polite" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      {errors.length > 0 ? (
        <>
          <p className="font-semibold text-red-900">Revisa estas líneas antes de guardar:</p>
          <ul className="mt-1 list-disc pl-5 text-red-900">
            {errors.slice(0, 8).map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{summary(rows.length)}</p>
          <div
            className="mt-2 max-h-64 overflow-auto focus-visible:outline-2 focus-visible:outline-teal-800"
            tabIndex={0}
            role="region"
            aria-label="Filas de la vista previa"
          >
            <table className="w-full text-left">
              <thead>
                <tr>
                  {shown.map((c) => (
                    <th key={c} scope="col" className="px-2 py-1 font-semibold text-slate-800">
                      {table.labels[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    {shown.map((c) => (
                      <td key={c} className="px-2 py-1 text-slate-900">
                        {cellText((row as Record<string, unknown>)[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
