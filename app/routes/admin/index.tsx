import { lastBackupProblem } from "~/backups/index.server";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { Link } from "react-router";
import { appContext, staffContext } from "~/platform/server/context.server";
import type { Route } from "./+types/index";
import { ADMIN_COPY, sectionsFor, FirstStepsList } from "~/site";

import { unlistedPageMeta } from "~/platform/copy/pages";
import { countWaiting } from "~/inbox/index.server";
import { countPendingComments } from "~/blog/index.server";
import { listCompetitions } from "~/competitions/index.server";
import { competitionPath } from "~/competitions";
import { schoolYearStatus } from "~/archive/index.server";
import { SchoolYearReminder } from "~/archive";

import { readFirstSteps } from "~/site/index.server";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const staff = router.get(staffContext);
  // The organiser's home offers the competitions, whose results they enter.
  if (staff.role !== "admin")
    return { role: staff.role, counts: null, competitions: await listCompetitions(context.db) };
  const [problem, year, steps] = await Promise.all([
    lastBackupProblem(context.db),
    schoolYearStatus(context.db),
    readFirstSteps(context.db),
  ]);
  return {
    // A new site's first steps, until all are done.
    firstSteps: steps,
    // From July the dashboard reminds the teacher to close the year.
    schoolYear: year,
    role: staff.role,
    counts: { ...(await countWaiting(context.db)), pendingComments: await countPendingComments(context.db) },
    competitions: [],
    backupProblem: problem
      ? { at: (problem.finishedAt ?? new Date()).toISOString(), message: problem.message ?? "" }
      : null,
  };
}

export function meta() {
  return unlistedPageMeta(ADMIN_COPY.dashboard.title);
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  // The league's address follows its name: the server worked it out for the menu.
  const hubs = useSiteSettings().addresses;
  const { role, counts, competitions } = loaderData;
  const backupProblem = "backupProblem" in loaderData ? loaderData.backupProblem : null;
  const schoolYear = "schoolYear" in loaderData ? loaderData.schoolYear : null;
  const steps = "firstSteps" in loaderData ? loaderData.firstSteps : null;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{ADMIN_COPY.dashboard.title}</h1>
      {steps ? <FirstStepsList steps={steps} /> : null}
      {schoolYear?.reminder ? (
        <div className="mt-4">
          <SchoolYearReminder {...schoolYear} withLink />
        </div>
      ) : null}
      {backupProblem ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <p className="font-semibold">
            {ADMIN_COPY.dashboard.backupFailed(formatMadridDateTime(new Date(backupProblem.at)))}
          </p>
          <p>{backupProblem.message}</p>
          <Link to="/admin/copias" className="font-semibold underline underline-offset-4">
            {ADMIN_COPY.dashboard.seeBackups}
          </Link>
        </div>
      ) : null}
      {counts ? (
        <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label={ADMIN_COPY.dashboard.waiting}>
          {[
            {
              to: "/admin/torneo",
              label: ADMIN_COPY.dashboard.counters.pendingRegistrations,
              n: counts.pendingRegistrations,
              urgent: true,
            },
            {
              to: "/admin/moderacion?tipo=pendientes",
              label: ADMIN_COPY.dashboard.counters.pendingComments,
              n: counts.pendingComments,
              urgent: true,
            },
            {
              to: "/admin/buzon?lista=mensajes&estado=nuevos",
              label: ADMIN_COPY.dashboard.counters.messages,
              n: counts.messages,
            },
            {
              to: "/admin/buzon?lista=proyectos&estado=nuevos",
              label: ADMIN_COPY.dashboard.counters.signups,
              n: counts.signups,
            },
            {
              to: "/admin/buzon?lista=salon&estado=nuevos",
              label: ADMIN_COPY.dashboard.counters.hallOfFame,
              n: counts.hallOfFame,
            },
            {
              to: "/admin/buzon?lista=liga&estado=nuevos",
              label: ADMIN_COPY.dashboard.counters.teams,
              n: counts.teams,
            },
          ].map((counter) => (
            <li key={counter.to}>
              {/* Each count opens its list. */}
              <Link
                to={counter.to}
                className={`block rounded-lg px-3 py-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-800 ${counter.urgent ? "bg-amber-100 text-amber-950" : "bg-sky-100 text-sky-950"}`}
              >
                {counter.label}: <strong>{counter.n}</strong>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 space-y-3 text-slate-800">
          <p>{ADMIN_COPY.dashboard.organiserIntro}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {competitions.map((c) => (
              <li key={c.slug}>
                <Link
                  to={competitionPath(c, hubs)}
                  className="block rounded-lg bg-white px-4 py-3 font-semibold text-teal-900 ring-1 ring-slate-300 hover:bg-slate-50"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {role === "admin" ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sectionsFor(role)
            .filter((s) => s.path !== "/admin")
            .map((s) => (
              <li key={s.path}>
                <Link
                  to={s.path}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-800"
                >
                  <span className="font-bold text-teal-900">{s.label}</span>
                  <span className="mt-1 block text-sm text-slate-700">{s.description}</span>
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
