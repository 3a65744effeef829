import { planCompetitionSetup } from "~/competitions/domain/competition-setup";
import { DEFAULT_MATCH_TIME, spanishMatchDay } from "~/competitions/domain/fixtures";

const field = (data: FormData, name: string) => String(data.get(name) ?? "");

/** The plan's matches grouped by their day, in date order. */
function matchesByDay<M extends { date: string }>(matches: readonly M[]): [string, M[]][] {
  const byDay = new Map<string, M[]>();
  for (const match of matches) {
    const day = byDay.get(match.date);
    if (day) day.push(match);
    else byDay.set(match.date, [match]);
  }
  return [...byDay];
}

/**
 * What «Crear competición» will make, read from the form as the teacher types (the plan the server
 * checks and saves): the groups and their teams, and how many matches from which day to which.
 * Nothing before teams are typed.
 */
export function CompetitionSetupPreview({
  formData,
  seed,
  nonSchoolDays,
  onRedraw,
}: {
  formData: FormData | null;
  seed: number;
  nonSchoolDays: readonly string[];
  onRedraw: () => void;
}) {
  if (!formData || field(formData, "teams").trim() === "") return null;
  const withFixtures = formData.get("withFixtures") === "on";
  const start = field(formData, "start");
  const fixtures =
    withFixtures && start
      ? {
          start,
          time: field(formData, "time") || DEFAULT_MATCH_TIME,
          courts: Number(field(formData, "courts")) || 1,
          homeAndAway: formData.get("homeAndAway") === "on",
        }
      : null;
  const plan = planCompetitionSetup(
    { teams: field(formData, "teams"), groupCount: Number(field(formData, "groupCount")) || 1, seed, fixtures },
    nonSchoolDays,
  );
  return (
    <section
      aria-labelledby="vista-previa-competicion"
      aria-live="polite"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id="vista-previa-competicion" className="font-semibold text-slate-900">
        Vista previa
      </h3>
      {"error" in plan ? (
        <p className="mt-1 font-medium text-red-900">{plan.error}</p>
      ) : (
        <>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {plan.groups.map((group) => (
              <li key={group.code} className="rounded-md bg-white p-2 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">
                  {group.label} ({group.teams.length})
                </p>
                <p className="text-slate-800">
                  {group.teams
                    .map((team) => (plan.courses[team] ? `${team} (${plan.courses[team]})` : team))
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
          {plan.drawn && plan.groups.length > 1 ? (
            <button
              type="button"
              onClick={onRedraw}
              className="mt-2 rounded-lg border border-slate-400 bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-800"
            >
              Volver a sortear
            </button>
          ) : null}
          <p className="mt-2 text-slate-800">
            {plan.matches.length > 0
              ? `${plan.matches.length} partidos, del ${spanishMatchDay(plan.matches[0]!.date).toLowerCase()} al ${spanishMatchDay(plan.matches.at(-1)!.date).toLowerCase()}.`
              : withFixtures
                ? "Elige el primer día para ver los partidos."
                : "Sin partidos: los generarás después en la página de la competición."}
          </p>
          {plan.matches.length > 0 ? (
            // The matches by day: the teacher sees that no holiday of the calendar has one.
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-teal-900">Ver los partidos por día</summary>
              <ul className="mt-2 space-y-1">
                {matchesByDay(plan.matches).map(([date, matches]) => (
                  <li key={date}>
                    <span className="font-semibold text-slate-900">{spanishMatchDay(date)}:</span>{" "}
                    {matches.map((m) => `${m.home} – ${m.away}`).join(" · ")}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
