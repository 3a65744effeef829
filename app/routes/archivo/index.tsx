import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/index";
import { ARCHIVE_COPY as copy } from "~/archive";
import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { listClosedYears } from "~/archive/index.server";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const years = await listClosedYears(context.db);
  return {
    years: years.map((y) => ({
      id: y.id,
      champions: y.champions.map((c) => ({ competition: c.competition, champion: c.champion })),
    })),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(copy.title) },
    { name: "description", content: copy.intro },
  ]);
}

export default function Archive({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-extrabold text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{copy.intro}</p>
      {loaderData.years.length === 0 ? (
        <p className="mt-8 text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {loaderData.years.map((year) => (
            <li key={year.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-2xl font-bold">
                <Link
                  to={`/archivo/${year.id}`}
                  className="text-teal-900 underline underline-offset-4 hover:text-teal-950"
                >
                  {copy.yearTitle(year.id)}
                </Link>
              </h2>
              {year.champions.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {year.champions.map((c) => (
                    <li key={c.competition}>
                      {c.competition}: {copy.champion(c.champion)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
