import { Form } from "react-router";
import { controlClass } from "~/platform/components/control-class";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";

const copy = TOURNAMENT_COPY.follow;

/**
 * "Sigue a tu equipo": a plain GET form (`?equipo=<id>`), so the page of a team's matches works
 * without JavaScript, can be shared, and is kept by the page cache like any other URL.
 */
export function FollowTeamForm({
  teams,
  followedId,
  param,
}: {
  teams: { id: number; name: string }[];
  followedId: number | null;
  param: string;
}) {
  return (
    <Form
      method="get"
      preventScrollReset
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 print:hidden"
      aria-labelledby="sigue-a-tu-equipo"
    >
      <h3 id="sigue-a-tu-equipo" className="w-full text-base font-semibold text-slate-900">
        {copy.heading}
      </h3>
      <label className="grid min-w-48 flex-1 gap-1 text-sm font-semibold text-slate-800">
        {copy.label}
        <select name={param} defaultValue={followedId ?? ""} key={followedId ?? ""} className={controlClass}>
          <option value="">{copy.allTeams}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-teal-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        {copy.submit}
      </button>
    </Form>
  );
}
