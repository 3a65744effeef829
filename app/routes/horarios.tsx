import type { Route } from "./+types/horarios";
import { appContext } from "~/platform/server/context.server";
import { documentTitle } from "~/platform/copy/pages";
import {
  TIMETABLE_COPY as copy,
  type CellColour,
  coloursInUse,
  type TimetableGrid,
  timetableCellColour,
  WEEKDAYS,
} from "~/courses";

import type { RootData } from "~/platform/domain/site-settings";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { cn } from "~/platform/lib/cn";
import { getTimetable } from "~/courses/index.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return getTimetable(context.db);
}

export function meta({ matches, location }: Route.MetaArgs) {
  // The year is the teacher's (Ajustes), as every page's settings come with the root's data.
  const year = (matches.find((match) => match?.id === "root")?.data as RootData | undefined)?.settings.timetableYear;
  return withShareTags({ matches, location }, [
    { title: documentTitle(year ? `Horarios ${year}` : "Horarios") },
    { name: "description", content: copy.lead },
  ]);
}

/** The timetable's colours, with text dark enough to read on each. */
const COLOUR_CLASSES: Record<CellColour, string> = {
  guardia: "bg-yellow-100 text-yellow-950 border-yellow-300",
  recreo: "bg-green-100 text-green-950 border-green-300",
  eso1: "bg-blue-100 text-blue-950 border-blue-300",
  eso2: "bg-purple-100 text-purple-950 border-purple-300",
  eso3: "bg-pink-100 text-pink-950 border-pink-300",
  eso4: "bg-indigo-100 text-indigo-950 border-indigo-300",
  bach: "bg-teal-100 text-teal-950 border-teal-300",
  other: "bg-slate-100 text-slate-900 border-slate-300",
  empty: "",
};

export default function Timetable({ loaderData }: Route.ComponentProps) {
  const { timetableYear } = useSiteSettings();
  const used = coloursInUse([loaderData.classes, loaderData.facilities]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {copy.title} {timetableYear}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{copy.lead}</p>

      <section aria-labelledby="leyenda" className="mt-8">
        <h2 id="leyenda" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {copy.legendHeading}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {copy.legend
            .filter((item) => used.has(item.colour))
            .map((item) => (
              <li
                key={item.colour}
                className={cn("rounded-md border px-2.5 py-1 text-sm font-medium", COLOUR_CLASSES[item.colour])}
              >
                {item.label}
              </li>
            ))}
        </ul>
      </section>

      <TimetableTable
        id="horario-clases"
        heading={copy.classesHeading}
        caption={copy.classesCaption}
        grid={loaderData.classes}
      />
      <TimetableTable
        id="horario-instalaciones"
        heading={copy.facilitiesHeading}
        caption={copy.facilitiesCaption}
        grid={loaderData.facilities}
      />
    </div>
  );
}

function TimetableTable({
  id,
  heading,
  caption,
  grid,
}: {
  id: string;
  heading: string;
  caption: string;
  grid: TimetableGrid;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 md:hidden">{copy.scrollHint}</p>
      {/* On a phone the table scrolls sideways while the time column stays in place. */}
      <div
        className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={heading}
      >
        <table className="w-full min-w-[46rem] border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-slate-800 text-white">
              <th scope="col" className="sticky left-0 z-10 w-28 bg-slate-800 px-3 py-3 text-left font-semibold">
                {copy.timeColumn}
              </th>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className="px-3 py-3 text-left font-semibold">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row) => (
              <tr
                key={row.slot}
                data-break={row.isBreak || undefined}
                className={cn("border-t border-slate-200", row.isBreak && "bg-green-50")}
              >
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 z-10 whitespace-nowrap px-3 py-3 text-left font-semibold tabular-nums text-slate-900",
                    row.isBreak ? "bg-green-200" : "bg-slate-50",
                  )}
                >
                  {row.time}
                  {row.isBreak ? (
                    <span className="block text-xs font-medium text-green-950">{copy.breakLabel}</span>
                  ) : null}
                </th>
                {row.days.map((entries, day) => (
                  <td key={WEEKDAYS[day]} className="px-2 py-2 align-top">
                    {entries.length > 0 ? (
                      <ul className="space-y-1">
                        {entries.map((entry) => (
                          <li
                            key={entry}
                            data-colour={timetableCellColour(entry)}
                            className={cn(
                              "rounded-md border px-2 py-1.5 font-medium",
                              COLOUR_CLASSES[timetableCellColour(entry)],
                            )}
                          >
                            {entry}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
