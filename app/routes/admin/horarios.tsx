import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import { fieldErrorOf, typedValueOf } from "~/platform/domain/form-answer";
import type { Route } from "./+types/horarios";
import { AdminForm, useFormRefused } from "~/platform/components/admin-form";
import { AdminTabs } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { controlClass } from "~/platform/components/control-class";
import { unlistedPageMeta } from "~/platform/copy/pages";
import {
  TIMETABLE_EDITOR_COPY,
  TIME_SLOTS,
  TIMETABLE_GRIDS,
  timetableFieldName,
  type TimetableGridName,
  WEEKDAYS,
} from "~/courses";

import { handleAdminAction } from "~/platform/server/admin-action.server";
import { loadTimetableEditor, timetableEditorIntents } from "~/courses/index.server";
import { cn } from "~/platform/lib/cn";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  return loadTimetableEditor(router.get(appContext).db, new URL(request.url).searchParams.get("tabla"));
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, timetableEditorIntents());
}

export function meta() {
  return unlistedPageMeta(TIMETABLE_EDITOR_COPY.title);
}

export default function AdminTimetable({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { grid, rows } = loaderData;
  const refused = useFormRefused("save");
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{TIMETABLE_EDITOR_COPY.title}</h1>
        <Link to="/horarios" className="font-semibold text-teal-900 underline underline-offset-4">
          Ver en la web
        </Link>
      </div>
      <AdminTabs
        label="Tablas del horario"
        items={(Object.keys(TIMETABLE_GRIDS) as TimetableGridName[]).map((g) => ({
          to: `?tabla=${g}`,
          label: TIMETABLE_GRIDS[g],
          current: g === grid,
        }))}
      />
      <p className="text-sm text-slate-700">{TIMETABLE_EDITOR_COPY.hint(grid)}</p>
      <AdminForm intent="save" aria-label={TIMETABLE_GRIDS[grid]}>
        <input type="hidden" name="grid" value={grid} />
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          role="region"
          aria-label={`${TIMETABLE_GRIDS[grid]}: casillas`}
          tabIndex={0}
        >
          <table className="min-w-[48rem] text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-2 py-2 text-left">
                  Hora
                </th>
                {WEEKDAYS.map((day) => (
                  <th key={day} scope="col" className="px-2 py-2 text-left">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.slot} className={row.isBreak ? "bg-amber-50" : undefined}>
                  <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-semibold">
                    {TIME_SLOTS[row.slot]}
                  </th>
                  {row.days.map((entries, index) => {
                    const name = timetableFieldName(row.slot, index + 1);
                    const error = refused ? fieldErrorOf(answer, name) : undefined;
                    const value = refused ? (typedValueOf(answer, name) ?? "") : entries.join("\n");
                    return (
                      <td key={name} className="p-1 align-top">
                        <textarea
                          name={name}
                          key={value}
                          defaultValue={value}
                          rows={grid === "clases" ? 2 : 1}
                          aria-label={`${WEEKDAYS[index]} ${TIME_SLOTS[row.slot]}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${name}-error` : undefined}
                          className={cn(controlClass, "mt-0 min-w-32 px-2 py-1 text-sm")}
                        />
                        {error ? (
                          <p id={`${name}-error`} className="mt-1 text-xs font-medium text-red-800">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4">
          <NavigationSubmitButton intent="save">Guardar horario</NavigationSubmitButton>
        </div>
      </AdminForm>
    </div>
  );
}
