import { data, Link } from "react-router";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import type { Route } from "./+types/competition";
import { AdminTabs } from "~/platform/components/admin-panels";
import {
  FixtureGenerationSection,
  KnockoutSection,
  MatchesSection,
  CompetitionRulesSection,
  TeamsAndGroupsSection,
  competitionEditorPath,
  competitionPath,
} from "~/competitions";

import { unlistedPageMeta } from "~/platform/copy/pages";

import { handleAdminAction } from "~/platform/server/admin-action.server";
import { appContext } from "~/platform/server/context.server";
import { competitionEditorIntents, loadCompetitionEditor } from "~/competitions/index.server";

import { countFollowers } from "~/push/index.server";

/** One competition's editor: its rules, fixtures, knockout stage, matches, teams and groups. */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const { db } = router.get(appContext);
  const [editing, followers] = await Promise.all([
    loadCompetitionEditor(db, params.competicion),
    countFollowers(db, "team"),
  ]);
  if (!editing) throw data(null, { status: 404 });
  // How many phones follow each team: counts only, never which phones.
  const teamFollowers = Object.fromEntries(editing.teams.map((t) => [t.id, followers.get(String(t.id)) ?? 0]));
  return { ...editing, teamFollowers };
}

export async function action(args: Route.ActionArgs) {
  const intents = await competitionEditorIntents(args.context.get(appContext), args.params.competicion);
  if (!intents) throw data(null, { status: 404 });
  return handleAdminAction(args, intents);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return unlistedPageMeta(loaderData ? `Campeonatos: ${loaderData.competition.name}` : "Campeonatos");
}

export default function AdminCompetition({ loaderData }: Route.ComponentProps) {
  // The league's address follows its name: the server worked it out for the menu.
  const hubs = useSiteSettings().addresses;
  const { competition, competitions: all, groups, teams, rules, nonSchoolDays, knockout, teamFollowers } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Campeonatos: {competition.name}</h1>
        <div className="flex flex-wrap gap-4">
          <Link to="/admin/campeonatos" className="font-semibold text-teal-900 underline underline-offset-4">
            Crear o elegir otra
          </Link>
          <Link
            to={competitionPath(competition, hubs)}
            className="font-semibold text-teal-900 underline underline-offset-4"
          >
            Ver en la web
          </Link>
        </div>
      </div>
      <AdminTabs
        label="Competiciones"
        items={all.map((c) => ({
          to: competitionEditorPath(c.slug),
          label: c.name,
          current: c.slug === competition.slug,
        }))}
      />
      {/* In the order of the work: teams and groups, their fixtures, the matches, the final stage, the table's rules. */}
      <TeamsAndGroupsSection teams={teams} groups={groups} followers={teamFollowers} />
      <FixtureGenerationSection groups={groups} nonSchoolDays={nonSchoolDays} />
      <MatchesSection data={loaderData} />
      {competition.format === "groups-knockout" ? (
        <KnockoutSection knockout={knockout} groupCount={groups.length} courts={loaderData.courts} />
      ) : null}
      <CompetitionRulesSection sport={competition.sport} rules={rules} />
    </div>
  );
}
