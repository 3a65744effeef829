import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { AdminTabs } from "~/platform/components/admin-panels";
import {
  NewCompetitionSection,
  NewLeagueSection,
  SPORT_LABELS,
  competitionEditorPath,
  LEAGUE_TEAMS_PASTE,
  competitionSetupSchema,
  leagueCompetitionSchema,
} from "~/competitions";
import { unlistedPageMeta } from "~/platform/copy/pages";

import { PastedRowsForm } from "~/site";

import { slugFromName } from "~/platform/domain/slugs";

import { pastedRowsSchema } from "~/platform/domain/pasted-rows";
import { addPastedLeagueTeams } from "~/inbox/index.server";
import {
  createCompetition,
  createLeagueCompetition,
  listCompetitions,
  listNonSchoolDays,
  setUpCompetition,
} from "~/competitions/index.server";

import { handleAdminAction, intent } from "~/platform/server/admin-action.server";

import { appContext } from "~/platform/server/context.server";

const TITLE = "Campeonatos";

/** The competitions (each opens its editor), and the forms that create one or a sport's league. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  // Links of the one-page editor (`?competicion=…`) still lead to the competition.
  const requested = new URL(request.url).searchParams.get("competicion");
  if (requested && /^[a-z0-9-]{1,120}$/.test(requested)) throw redirect(competitionEditorPath(requested), 301);
  const { db } = router.get(appContext);
  // The school's closed days: the new competition's preview lays out its fixtures as the save will.
  const [competitions, closedDays] = await Promise.all([listCompetitions(db), listNonSchoolDays(db)]);
  // The draw's seed: the preview and the save draw the same groups (a new one on every visit).
  return { competitions, nonSchoolDays: closedDays.map((d) => d.day), seed: Math.floor(Math.random() * 2 ** 31) };
}

export async function action(args: Route.ActionArgs) {
  const closedDays = (await listNonSchoolDays(args.context.get(appContext).db)).map((d) => d.day);
  return handleAdminAction(args, {
    // The whole competition in one submission when its teams come with it.
    createCompetition: intent({
      schema: competitionSetupSchema(closedDays),
      async run({ plan, ...v }, { tx }) {
        if (!plan)
          return {
            action: "Competición creada",
            target: await createCompetition(tx, v),
            details: SPORT_LABELS[v.sport],
          };
        const made = await setUpCompetition(tx, v, plan);
        return {
          action: "Competición creada",
          target: made.slug,
          details: `${SPORT_LABELS[v.sport]}: ${made.groups} grupos, ${made.teams} equipos, ${made.matches} partidos`,
        };
      },
      success: (v) =>
        v.plan
          ? `Competición «${v.name}» creada con ${v.plan.groups.reduce((n, g) => n + g.teams.length, 0)} equipos y ${v.plan.matches.length} partidos`
          : `Competición «${v.name}» creada: añade sus grupos y equipos`,
      refusals: { duplicate: "Ya hay una competición con ese nombre." },
      redirectTo: (v) => competitionEditorPath(slugFromName(v.name)),
    }),
    // The league's teams from the teacher's spreadsheet, added approved.
    pasteLeagueTeams: intent({
      schema: pastedRowsSchema(LEAGUE_TEAMS_PASTE),
      async run({ rows }, { tx }) {
        const sport = rows[0]!.sport;
        const added = await addPastedLeagueTeams(tx, sport, rows);
        return { action: "Liga: equipos pegados", target: `${sport}: ${added} equipos` };
      },
      success: ({ rows }) =>
        `${rows.length} ${rows.length === 1 ? "equipo añadido" : "equipos añadidos"} a la liga de ${rows[0]!.sport}`,
    }),
    createLeague: intent({
      schema: leagueCompetitionSchema,
      async run(v, { tx }) {
        const league = await createLeagueCompetition(tx, v);
        return {
          action: "Liga creada",
          target: league.slug,
          details: `${league.teams} equipos, ${league.matches} partidos desde ${v.start}`,
        };
      },
      success: (v) => `Liga de ${v.sport} creada con sus equipos aprobados y sus partidos`,
      // (The competition's name, and so its address, carries the league's: the teacher's.)
      redirectTo: (_, done) => competitionEditorPath(done.target ?? ""),
    }),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminCompetitions({ loaderData }: Route.ComponentProps) {
  const { competitions, nonSchoolDays, seed } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      {competitions.length === 0 ? (
        <p className="text-slate-700">Aún no hay competiciones: crea la primera.</p>
      ) : (
        <AdminTabs
          label="Competiciones"
          items={competitions.map((c) => ({ to: competitionEditorPath(c.slug), label: c.name, current: false }))}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <NewCompetitionSection nonSchoolDays={nonSchoolDays} seed={seed} />
        <div className="space-y-6">
          <PastedRowsForm paste={{ kind: "league-teams" }} />
          <NewLeagueSection />
        </div>
      </div>
    </div>
  );
}
