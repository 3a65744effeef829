import { data, Link } from "react-router";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import type { Route } from "./+types/competition";
import { AdminTabs } from "~/platform/components/admin-panels";
import { FixtureGenerationSection } from "~/competitions/components/fixture-generation-section";
import { KnockoutSection } from "~/competitions/components/knockout-section";
import { MatchesSection } from "~/competitions/components/matches-section";
import { CompetitionRulesSection } from "~/competitions/components/rules-section";
import { TeamsAndGroupsSection } from "~/competitions/components/teams-and-groups-section";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { TIE_BREAK_LABELS } from "~/competitions/copy/tie-breaks";
import { matchScoreText } from "~/competitions/copy/decided-scores";
import { competitionEditorPath, competitionPath } from "~/competitions/domain/championships";
import {
  competitionRulesSchema,
  VARIANT_OF_OTHER_SPORT,
  fixtureGenerationSchema,
  groupSchema,
  knockoutDrawSchema,
  matchRescheduleSchema,
  matchResultSchema,
  matchSchema,
  matchSwapSchema,
  rowIdSchema,
  teamSchema,
  teamUpdateSchema,
} from "~/competitions/domain/competition-forms";
import type { TieBreak } from "~/competitions/domain/standings";
import { Refusal } from "~/platform/domain/refusals";
import { noFields } from "~/platform/domain/zod";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import * as competitions from "~/competitions/server/competitions.server";
import { appContext } from "~/platform/server/context.server";
import { competitionChannel } from "~/competitions/server/live-channel.server";
import { spanishMatchDay } from "~/competitions/domain/fixtures";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { countFollowers } from "~/push/index.server";

/** One competition's editor: its rules, fixtures, knockout stage, matches, teams and groups. */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const { db } = router.get(appContext);
  const [editing, all, closedDays, followers] = await Promise.all([
    competitions.getTournamentForEditing(db, params.competicion),
    competitions.listCompetitions(db),
    competitions.listNonSchoolDays(db),
    countFollowers(db, "team"),
  ]);
  if (!editing) throw data(null, { status: 404 });
  // The help text's example day is today's, written as the site writes a match day (not a day of 2025).
  const exampleDay = spanishMatchDay(madridDayOf(new Date()));
  // How many phones follow each team: counts only, never which phones.
  const teamFollowers = Object.fromEntries(editing.teams.map((t) => [t.id, followers.get(String(t.id)) ?? 0]));
  return { ...editing, competitions: all, nonSchoolDays: closedDays.length, exampleDay, teamFollowers };
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  const slug = args.params.competicion;
  const competition = await competitions.getCompetitionSport(context.db, slug);
  if (!competition) throw data(null, { status: 404 });
  // The competition's open pages refresh once the change is committed.
  const live = () => context.events.publish(competitionChannel(slug), JSON.stringify({ changed: true }));
  const found = <T,>(named: T | null) => {
    if (named === null) throw new Refusal("missing");
    return named;
  };
  const on = (what: string) => `${slug} · ${what}`;

  return handleAdminAction(args, {
    rules: intent({
      schema: competitionRulesSchema,
      async run(rules, { tx }) {
        const saved = found(await competitions.saveCompetitionRules(tx, slug, rules));
        if ("error" in saved) throw new AdminActionError(VARIANT_OF_OTHER_SPORT, 400);
        const tieBreaks = rules.tieBreaks.map((t: TieBreak) => TIE_BREAK_LABELS[t]).join(", ") || "sin desempates";
        return {
          action: "Reglas cambiadas",
          target: slug,
          details: `${rules.variant ?? "modalidad habitual"}; ${rules.points.win}-${rules.points.draw}-${rules.points.loss}; ${tieBreaks}`,
          afterCommit: live,
        };
      },
      success: "Reglas guardadas",
    }),
    addGroup: intent({
      schema: groupSchema,
      async run(v, { tx }) {
        await competitions.addGroup(tx, slug, {
          code: v.code,
          label: v.label,
          shownSeparately: v.shownSeparately === "on",
        });
        return { action: "Grupo añadido", target: on(v.label), afterCommit: live };
      },
      success: "Grupo añadido",
    }),
    deleteGroup: intent({
      schema: rowIdSchema,
      run: async (v, { tx }) => ({
        action: "Grupo borrado",
        target: on(found(await competitions.deleteGroup(tx, slug, v.id))),
        afterCommit: live,
      }),
      success: "Grupo borrado (sus equipos quedan sin grupo)",
    }),
    addTeam: intent({
      schema: teamSchema,
      async run(v, { tx }) {
        await competitions.addTeam(tx, slug, v);
        return { action: "Equipo añadido", target: on(v.name), afterCommit: live };
      },
      success: "Equipo añadido",
    }),
    updateTeam: intent({
      schema: teamUpdateSchema,
      async run({ id, ...team }, { tx }) {
        found(await competitions.updateTeam(tx, slug, id, team));
        return { action: "Equipo editado", target: on(team.name), afterCommit: live };
      },
      success: "Equipo guardado",
    }),
    deleteTeam: intent({
      schema: rowIdSchema,
      run: async (v, { tx }) => ({
        action: "Equipo borrado (con sus partidos)",
        target: on(found(await competitions.deleteTeam(tx, slug, v.id))),
        afterCommit: live,
      }),
      success: "Equipo borrado",
    }),
    addMatch: intent({
      schema: matchSchema,
      async run(v, { tx }) {
        const [team1, team2] = await competitions.addMatch(tx, slug, v);
        return {
          action: "Partido añadido",
          target: on(`${team1} - ${team2}`),
          details: v.day ?? "Por determinar",
          afterCommit: live,
        };
      },
      success: "Partido añadido",
    }),
    updateMatch: intent({
      schema: matchRescheduleSchema,
      async run(v, { tx }) {
        found(await competitions.rescheduleMatch(tx, slug, v.id, { day: v.day, time: v.time }));
        return {
          action: "Fecha de partido cambiada",
          target: on(`partido ${v.id}`),
          details: `${v.day ?? "Por determinar"} ${v.time ?? ""}`.trim(),
          afterCommit: live,
        };
      },
      success: "Partido guardado",
    }),
    result: intent({
      schema: matchResultSchema,
      async run(v, { tx, staff }) {
        const check = await competitions.recordMatchResult(tx, {
          slug,
          sport: competition.sport,
          matchId: v.id,
          ...v,
          changedBy: staff.email,
          clientIp: context.client.ip,
        });
        if (!check.ok) throw new AdminActionError(`${check.notice.title}: ${check.notice.description}`, 400);
        return {
          action: "Resultado guardado",
          target: on(`partido ${v.id}`),
          details: matchScoreText(competition.sport, check),
          afterCommit: live,
        };
      },
      success: "Resultado guardado",
    }),
    swapMatches: intent({
      schema: matchSwapSchema,
      async run(v, { tx }) {
        found(await competitions.swapMatches(tx, slug, v.first, v.second));
        return {
          action: "Partidos intercambiados",
          target: on(`partidos ${v.first} y ${v.second}`),
          afterCommit: live,
        };
      },
      success: "Partidos intercambiados: cada uno tiene ahora el día y la hora del otro",
    }),
    clearResult: intent({
      schema: rowIdSchema,
      async run(v, { tx }) {
        found(await competitions.clearMatchResult(tx, slug, v.id));
        return { action: "Resultado borrado (partido pendiente)", target: on(`partido ${v.id}`), afterCommit: live };
      },
      success: "El partido vuelve a estar pendiente",
    }),
    generateFixtures: intent({
      schema: fixtureGenerationSchema,
      async run(v, { tx }) {
        const count = await competitions.generateGroupFixtures(tx, slug, v);
        return {
          action: "Calendario generado",
          target: on(`grupo ${v.groupId}`),
          details: `${count} partidos desde ${v.start}`,
          afterCommit: live,
        };
      },
      success: "Partidos generados",
    }),
    drawKnockout: intent({
      schema: knockoutDrawSchema,
      async run(v, { tx }) {
        const count = await competitions.drawKnockoutStage(tx, slug, v);
        return {
          action: "Fase final sorteada",
          target: slug,
          details: `${count} eliminatorias desde ${v.start}${v.thirdPlace ? ", con tercer puesto" : ""}`,
          afterCommit: live,
        };
      },
      success: "Fase final sorteada: sus partidos ya están en la lista y en la web",
    }),
    deleteKnockout: intent({
      schema: noFields,
      async run(_, { tx }) {
        await competitions.undoKnockoutDraw(tx, slug);
        return { action: "Sorteo de la fase final deshecho", target: slug, afterCommit: live };
      },
      success: "Sorteo de la fase final deshecho",
    }),
    deleteMatch: intent({
      schema: rowIdSchema,
      async run(v, { tx }) {
        found(await competitions.deleteMatch(tx, slug, v.id));
        return { action: "Partido borrado", target: on(`partido ${v.id}`), afterCommit: live };
      },
      success: "Partido borrado",
    }),
  });
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
