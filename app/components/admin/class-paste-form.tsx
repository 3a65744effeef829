import { useContext, useId, useState } from "react";
import { PASTED_TABLES, type PastedEditor } from "~/domain/class-lists";
import { fieldErrorOf, typedValueOf } from "~/domain/form-answer";
import type { FieldMap } from "~/domain/page-documents";
import { type PastedTable, parsePastedRows } from "~/domain/pasted-rows";
import type { z } from "~/domain/zod";
import { controlClass } from "~/components/ui/field";
import {
  AdminForm,
  AdminPanel,
  AdminSelect,
  FormResultContext,
  NavigationSubmitButton,
} from "./admin-form";

type SavedRow = { values: Record<string, string> };

/**
 * A whole class pasted from the teacher's spreadsheet (issue 28): the class, the copied rows, and
 * a preview of what the save will do, read as the teacher pastes (the same rules the server
 * checks again). One submission replaces the class's rows. Without JavaScript: no preview; the
 * server's refusal lists the lines to fix.
 */
export function ClassPasteForm({
  editor,
  fields,
  saved,
}: {
  editor: PastedEditor;
  fields: FieldMap;
  saved: SavedRow[];
}) {
  const table = PASTED_TABLES[editor];
  const firstOption = (name: string) => {
    const field = fields[name];
    return field?.kind === "select" ? (field.options[0]?.value ?? "") : "";
  };
  const [scope, setScope] = useState<Record<string, string>>(() =>
    Object.fromEntries(table.scope.map((name) => [name, firstOption(name)])),
  );
  const [text, setText] = useState("");
  const columns = table.columns.map((c) => table.labels[c]).join(" · ");
  return (
    <AdminPanel title="Pegar una clase desde la hoja de cálculo" id="pegar">
      <p className="mb-4 text-sm text-slate-700">
        Copia las filas de la clase en tu hoja de cálculo y pégalas aquí, una
        por línea: <strong>{columns}</strong>. La primera fila puede ser la de
        los títulos; si no hay columna de puesto, el orden de las filas es el
        puesto. Guardar sustituye lo que hay guardado de esa clase.
      </p>
      {/* A save empties the form (AdminForm resets it): the preview goes with it. */}
      <div onReset={() => setText("")}>
        <AdminForm
          intent="paste"
          aria-label="Pegar una clase desde la hoja de cálculo"
        >
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
            editor={editor}
            text={text}
            scope={scope}
            saved={saved}
          />
          <div className="mt-4">
            <NavigationSubmitButton intent="paste">
              Guardar la clase
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </div>
    </AdminPanel>
  );
}

function PastedRowsField({ onText }: { onText: (text: string) => void }) {
  const answer = useContext(FormResultContext);
  const id = useId();
  const error = fieldErrorOf(answer, "rows");
  const typed = typedValueOf(answer, "rows") ?? "";
  return (
    <div className="mt-4">
      <label
        htmlFor={id}
        className="block text-sm font-semibold text-slate-800"
      >
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
        <p
          id={`${id}-error`}
          className="mt-1 whitespace-pre-line text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the save will do, from the text as pasted: the rows it will keep, or the lines to fix. */
function PastePreview({
  editor,
  text,
  scope,
  saved,
}: {
  editor: PastedEditor;
  text: string;
  scope: Record<string, string>;
  saved: SavedRow[];
}) {
  if (text.trim() === "") return null;
  const table: PastedTable<z.ZodObject> = PASTED_TABLES[editor];
  const { rows, errors } = parsePastedRows(text, table, scope);
  const className = Object.values(scope).join(" ");
  const replaced = saved.filter((row) =>
    table.scope.every((name) => row.values[name] === scope[name]),
  ).length;
  const shown = table.columns.filter((c) => c !== "badges" && c !== "special");
  return (
    <div
      aria-live="polite"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      {errors.length > 0 ? (
        <>
          <p className="font-semibold text-red-900">
            Revisa estas líneas antes de guardar:
          </p>
          <ul className="mt-1 list-disc pl-5 text-red-900">
            {errors.slice(0, 8).map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">
            Vista previa: {rows.length} {rows.length === 1 ? "fila" : "filas"}{" "}
            para {className}
            {replaced > 0 ? ` (sustituyen las ${replaced} guardadas)` : ""}.
          </p>
          <div className="mt-2 max-h-64 overflow-auto focus-visible:outline-2 focus-visible:outline-teal-800" tabIndex={0} role="region" aria-label="Filas de la vista previa">
            <table className="w-full text-left">
              <thead>
                <tr>
                  {shown.map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className="px-2 py-1 font-semibold text-slate-800"
                    >
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
                        {String((row as Record<string, unknown>)[c] ?? "")}
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
