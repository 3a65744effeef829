import { STANDINGS_COPY as copy, scoreColumns } from "~/competitions/copy/standings";

import { SPORTS, type SportKind } from "~/competitions/domain/championships";
import type { StandingRow } from "~/competitions/domain/standings";

const Abbr = ({ text: [short, long] }: { text: readonly string[] }) => (
  <abbr title={long} className="no-underline">
    {short}
  </abbr>
);

/**
 * One standings table. A sport without draws (badminton) has no E column. On a phone the table scrolls
 * sideways inside its own box (focusable, so it can be scrolled with the keyboard too). Its rows
 * are styled through `.standings` in app/app.css, not a class per cell.
 */
export function StandingsTable({ caption, rows, sport }: { caption: string; rows: StandingRow[]; sport: SportKind }) {
  const columns = scoreColumns(sport);
  const showDraws = SPORTS[sport].draws;
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="standings w-full min-w-[21rem] text-sm">
        <caption className="bg-slate-900 px-4 py-2 text-left text-base font-bold text-white">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="w-8">
              <abbr title={copy.position} className="no-underline">
                #
              </abbr>
            </th>
            <th scope="col" className="px-1 py-2 text-left sm:px-2">
              {copy.legend.team}
            </th>
            <th scope="col">
              <Abbr text={copy.legend.pj} />
            </th>
            <th scope="col">
              <Abbr text={copy.legend.v} />
            </th>
            {showDraws ? (
              <th scope="col">
                <Abbr text={copy.legend.e} />
              </th>
            ) : null}
            <th scope="col">
              <Abbr text={copy.legend.d} />
            </th>
            <th scope="col">
              <Abbr text={columns.f} />
            </th>
            <th scope="col">
              <Abbr text={columns.c} />
            </th>
            <th scope="col">
              <Abbr text={columns.dp} />
            </th>
            <th scope="col" className="font-bold">
              <Abbr text={copy.legend.pts} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={showDraws ? 10 : 9} className="px-4 py-4 text-center font-normal text-slate-600">
                {copy.noTeams}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td>{row.position}</td>
                <th scope="row">
                  {row.name}
                  {row.course ? <small>{row.course}</small> : null}
                </th>
                <td>{row.pj}</td>
                <td>{row.v}</td>
                {showDraws ? <td>{row.e}</td> : null}
                <td>{row.d}</td>
                <td>{row.pf}</td>
                <td>{row.pc}</td>
                <td>{row.dp > 0 ? `+${row.dp}` : row.dp}</td>
                <td>{row.pts}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
