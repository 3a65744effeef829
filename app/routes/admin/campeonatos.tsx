import { optionalPlannableDay } from "~/domain/match-days";
import { data, Link } from "react-router";
import { appContext } from "~/server/context.server";
import { rowId, z } from "~/domain/zod";
import { DEFAULT_MATCH_TIME, formatDayList } from "~/domain/fixtures";
import { COMPETITION_CATEGORIES, COMPETITION_FORMATS, type CompetitionFormat, competitionPath, LEAGUE_SPORTS, slugFromName } from "~/domain/championships";
import { CATEGORY_VALUES, competitionRulesSchema, fixtureGenerationSchema, knockoutDrawSchema, leagueCompetitionSchema, newCompetitionSchema, TIE_BREAK_FIELDS } from "~/domain/competition-forms";
import { SPORT_KINDS } from "~/domain/match-result";
import { TIE_BREAKS, type TieBreak } from "~/domain/standings";
import { SPORT_LABELS, TIE_BREAK_LABELS, TOURNAMENT_COPY } from "~/content/tournaments";
import type { Route } from "./+types/campeonatos";
import { AdminCheckbox, AdminForm, AdminInput, AdminPanel, AdminSelect, AdminTabs, AdminTextarea, NavigationSubmitButton } from "~/components/admin/admin-form";
import { unlistedPageMeta } from "~/content/pages";
import { AdminActionError, handleAdminAction, intent } from "~/server/admin-action.server";
import { competitionChannel } from "~/server/result-entry.server";
import {
  addGroup,
  addMatch,
  addTeam,
  clearMatchResult,
  createCompetition,
  createLeagueCompetition,
  deleteGroup,
  deleteMatch,
  deleteTeam,
  drawKnockoutStage,
  generateGroupFixtures,
  getTournamentForEditing,
  leagueCompetitionName,
  listCompetitions,
  listNonSchoolDays,
  recordMatchResult,
  rescheduleMatch,
  saveCompetitionRules,
  swapMatches,
  undoKnockoutDraw,
  updateTeam,
} from "~/server/competitions/index.server";
import { pickCompetition } from "~/domain/competition-page";
import { cn } from "~/lib/cn";

const TITLE = "Campeonatos";
const requestedCompetition = (request: Request) => new URL(request.url).searchParams.get("competicion");

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const competitions = await listCompetitions(context.db);
  const chosen = pickCompetition(competitions, requestedCompetition(request));
  const [tournament, closedDays] = await Promise.all([chosen ? getTournamentForEditing(context.db, chosen.slug) : null, listNonSchoolDays(context.db)]);
  if (!tournament) throw data(null, { status: 404 });
  return { ...tournament, competitions, nonSchoolDays: formatDayList(closedDays) };
}

const id = rowId();
const optionalGroup = z
  .string()
  .optional()
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || Number.isSafeInteger(v), "Elige un grupo.");
const name = z.string().trim().min(1, "Escribe el nombre.").max(80, "Como mucho 80 caracteres.");
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Como mucho ${max} caracteres.`)
    .optional()
    .transform((v) => v || null);

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const context = args.context.get(appContext);
  const chosen = pickCompetition(await listCompetitions(context.db), requestedCompetition(request));
  if (!chosen) throw data(null, { status: 404 });
  const slug = chosen.slug;
  const live = () => context.events.publish(competitionChannel(slug), JSON.stringify({ changed: true }));
  const found = <T,>(named: T | null) => {
    if (named === null) throw new AdminActionError("Ese elemento ya no existe.", 404);
    return named;
  };

  return handleAdminAction(args, {
    createCompetition: intent({
      schema: newCompetitionSchema,
      async run(v, { tx }) {
        const created = await createCompetition(tx, v);
        return { action: "Competición creada", target: created, details: SPORT_LABELS[v.sport] };
      },
      success: (v) => `Competición «${v.name}» creada: añade sus grupos y equipos`,
      refusals: { duplicate: "Ya hay una competición con ese nombre." },
      redirectTo: (v) => `/admin/campeonatos?competicion=${slugFromName(v.name)}`,
    }),
    createLeague: intent({
      schema: leagueCompetitionSchema,
      async run(v, { tx }) {
        const league = await createLeagueCompetition(tx, v);
        return { action: "Liga creada", target: league.slug, details: `${league.teams} equipos, ${league.matches} partidos desde ${v.start}` };
      },
      success: (v) => `Liga de ${v.sport} creada con sus equipos aprobados y sus partidos`,
      redirectTo: (v) => `/admin/campeonatos?competicion=${slugFromName(leagueCompetitionName(v.sport))}`,
    }),
    rules: intent({
      schema: competitionRulesSchema,
      async run(rules, { tx }) {
        found(await saveCompetitionRules(tx, slug, rules));
        return {
          action: "Reglas de la tabla cambiadas",
          target: slug,
          details: `${rules.points.win}-${rules.points.draw}-${rules.points.loss}; ${rules.tieBreaks.map((t: TieBreak) => TIE_BREAK_LABELS[t]).join(", ") || "sin desempates"}`,
          afterCommit: live,
        };
      },
      success: "Reglas de la tabla guardadas",
    }),
    addGroup: intent({
      schema: z.object({ code: z.string().trim().min(1, "Escribe un código (A, B…).").max(10), label: name, shownSeparately: z.literal("on").optional() }),
      async run(v, { tx }) {
        await addGroup(tx, slug, { code: v.code, label: v.label, shownSeparately: v.shownSeparately === "on" });
        return { action: "Grupo añadido", target: `${slug} · ${v.label}`, afterCommit: live };
      },
      success: "Grupo añadido",
    }),
    deleteGroup: intent({
      schema: z.object({ id }),
      async run(v, { tx }) {
        return { action: "Grupo borrado", target: `${slug} · ${found(await deleteGroup(tx, slug, v.id))}`, afterCommit: live };
      },
      success: "Grupo borrado (sus equipos quedan sin grupo)",
    }),
    addTeam: intent({
      schema: z.object({ name, course: optionalLine(40), groupId: optionalGroup }),
      async run(v, { tx }) {
        await addTeam(tx, slug, v);
        return { action: "Equipo añadido", target: `${slug} · ${v.name}`, afterCommit: live };
      },
      success: "Equipo añadido",
    }),
    updateTeam: intent({
      schema: z.object({ id, name, course: optionalLine(40), groupId: optionalGroup }),
      async run({ id, ...team }, { tx }) {
        found(await updateTeam(tx, slug, id, team));
        return { action: "Equipo editado", target: `${slug} · ${team.name}`, afterCommit: live };
      },
      success: "Equipo guardado",
    }),
    deleteTeam: intent({
      schema: z.object({ id }),
      async run(v, { tx }) {
        return { action: "Equipo borrado (con sus partidos)", target: `${slug} · ${found(await deleteTeam(tx, slug, v.id))}`, afterCommit: live };
      },
      success: "Equipo borrado",
    }),
    addMatch: intent({
      schema: z
        .object({ team1Id: id, team2Id: id, day: optionalPlannableDay, time: optionalLine(20), groupId: optionalGroup })
        .refine((v) => v.team1Id !== v.team2Id, { message: "Elige dos equipos distintos.", path: ["team2Id"] }),
      async run(v, { tx }) {
        const [team1, team2] = await addMatch(tx, slug, v);
        return { action: "Partido añadido", target: `${slug} · ${team1} - ${team2}`, details: v.day ?? "Por determinar", afterCommit: live };
      },
      success: "Partido añadido",
    }),
    updateMatch: intent({
      schema: z.object({ id, day: optionalPlannableDay, time: optionalLine(20) }),
      async run(v, { tx }) {
        found(await rescheduleMatch(tx, slug, v.id, { day: v.day, time: v.time }));
        return { action: "Fecha de partido cambiada", target: `${slug} · partido ${v.id}`, details: `${v.day ?? "Por determinar"} ${v.time ?? ""}`.trim(), afterCommit: live };
      },
      success: "Partido guardado",
    }),
    result: intent({
      schema: z.object({ id, team1: z.string().max(10), team2: z.string().max(10), penalties1: z.string().max(10).optional(), penalties2: z.string().max(10).optional() }),
      async run(v, { tx, staff }) {
        const check = await recordMatchResult(tx, { slug, sport: chosen.sport, matchId: v.id, ...v, changedBy: staff.email, clientIp: context.client.ip });
        if (!check.ok) throw new AdminActionError(`${check.notice.title}: ${check.notice.description}`, 400);
        const penalties = check.penalties ? ` (penaltis ${check.penalties.team1}-${check.penalties.team2})` : "";
        return { action: "Resultado guardado", target: `${slug} · partido ${v.id}`, details: `${check.team1Score}-${check.team2Score}${penalties}`, afterCommit: live };
      },
      success: "Resultado guardado",
    }),
    swapMatches: intent({
      schema: z.object({ first: id, second: id }),
      async run(v, { tx }) {
        found(await swapMatches(tx, slug, v.first, v.second));
        return { action: "Partidos intercambiados", target: `${slug} · partidos ${v.first} y ${v.second}`, afterCommit: live };
      },
      success: "Partidos intercambiados: cada uno tiene ahora el día y la hora del otro",
    }),
    clearResult: intent({
      schema: z.object({ id }),
      async run(v, { tx }) {
        found(await clearMatchResult(tx, slug, v.id));
        return { action: "Resultado borrado (partido pendiente)", target: `${slug} · partido ${v.id}`, afterCommit: live };
      },
      success: "El partido vuelve a estar pendiente",
    }),
    generateFixtures: intent({
      schema: fixtureGenerationSchema,
      async run(v, { tx }) {
        const count = await generateGroupFixtures(tx, slug, { ...v, nonSchoolDays: v.nonSchoolDays ?? [] });
        return { action: "Calendario generado", target: `${slug} · grupo ${v.groupId}`, details: `${count} partidos desde ${v.start}`, afterCommit: live };
      },
      success: "Partidos generados",
    }),
    drawKnockout: intent({
      schema: knockoutDrawSchema,
      async run(v, { tx }) {
        const count = await drawKnockoutStage(tx, slug, v);
        return { action: "Fase final sorteada", target: slug, details: `${count} eliminatorias desde ${v.start}${v.thirdPlace ? ", con tercer puesto" : ""}`, afterCommit: live };
      },
      success: "Fase final sorteada: sus partidos ya están en la lista y en la web",
    }),
    deleteKnockout: intent({
      schema: z.object({}),
      async run(_, { tx }) {
        await undoKnockoutDraw(tx, slug);
        return { action: "Sorteo de la fase final deshecho", target: slug, afterCommit: live };
      },
      success: "Sorteo de la fase final deshecho",
    }),
    deleteMatch: intent({
      schema: z.object({ id }),
      async run(v, { tx }) {
        found(await deleteMatch(tx, slug, v.id));
        return { action: "Partido borrado", target: `${slug} · partido ${v.id}`, afterCommit: live };
      },
      success: "Partido borrado",
    }),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminTournaments({ loaderData }: Route.ComponentProps) {
  const { competition, competitions, groups, teams, matches, rules, nonSchoolDays, knockout } = loaderData;
  const tieOfMatch = new Map((knockout?.ties ?? []).flatMap((t) => (t.matchId === null ? [] : [[t.matchId, t.label] as const])));
  const groupOptions = [{ value: "", label: "Sin grupo" }, ...groups.map((g) => ({ value: String(g.id), label: g.label }))];
  const teamOptions = teams.map((t) => ({ value: String(t.id), label: t.name }));
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const groupLabel = new Map(groups.map((g) => [g.id, g.label]));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {TITLE}: {competition.name}
        </h1>
        <Link to={competitionPath(competition)} className="font-semibold text-teal-900 underline underline-offset-4">
          Ver en la web
        </Link>
      </div>
      <AdminTabs
        label="Competiciones"
        items={competitions.map((c) => ({ to: `?competicion=${c.slug}`, label: c.name, current: c.slug === competition.slug }))}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Reglas de la tabla" id="reglas">
          <p className="mb-3 text-sm text-slate-700">
            Los puntos de cada resultado y, si dos equipos empatan a puntos, qué los separa y en qué orden. Si siguen empatados, comparten puesto.
          </p>
          <AdminForm intent="rules" className="grid gap-3 sm:grid-cols-3" aria-label="Reglas de la tabla">
            <AdminInput name="pointsWin" type="number" label="Puntos por victoria" defaultValue={rules.points.win} required />
            <AdminInput name="pointsDraw" type="number" label="Puntos por empate" defaultValue={rules.points.draw} required />
            <AdminInput name="pointsLoss" type="number" label="Puntos por derrota" defaultValue={rules.points.loss} required />
            {TIE_BREAK_FIELDS.map((field, index) => (
              <AdminSelect
                key={field}
                name={field}
                label={`Desempate ${index + 1}º`}
                defaultValue={rules.tieBreaks[index] ?? ""}
                options={[{ value: "", label: "Ninguno" }, ...TIE_BREAKS.map((t) => ({ value: t, label: TIE_BREAK_LABELS[t] }))]}
                className="sm:col-span-3"
              />
            ))}
            <div>
              <NavigationSubmitButton intent="rules">Guardar reglas</NavigationSubmitButton>
            </div>
          </AdminForm>
        </AdminPanel>
        <AdminPanel title="Fernando III League" id="liga">
          <p className="mb-3 text-sm text-slate-700">
            Convierte los equipos aprobados de un deporte de la liga en una competición con su tabla y sus partidos (todos contra todos, en días lectivos), en la
            página de la liga. Los equipos que se aprueben después se añaden en su pestaña.
          </p>
          <AdminForm intent="createLeague" className="grid gap-3 sm:grid-cols-3" aria-label="Crear la liga de un deporte">
            <AdminSelect name="sport" label="Deporte" options={LEAGUE_SPORTS.map((s) => ({ value: s, label: s }))} required />
            <RoundRobinScheduleFields />
            <div>
              <NavigationSubmitButton intent="createLeague">Crear la liga</NavigationSubmitButton>
            </div>
          </AdminForm>
        </AdminPanel>
        <AdminPanel title="Nueva competición" id="nueva">
          <p className="mb-3 text-sm text-slate-700">Aparece en la página del Mantecup con su propia página. Después, añade sus grupos y equipos y genera sus partidos.</p>
          <AdminForm intent="createCompetition" className="grid gap-3" aria-label="Nueva competición">
            <AdminInput name="name" label="Nombre" required maxLength={80} hint="Por ejemplo: Fútbol Sala Femenino" />
            <AdminSelect name="sport" label="Deporte" options={SPORT_KINDS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))} required />
            <AdminSelect name="category" label="Categoría" options={[{ value: "", label: "Sin indicar" }, ...CATEGORY_VALUES.map((c) => ({ value: c, label: COMPETITION_CATEGORIES[c] }))]} />
            <AdminSelect
              name="format"
              label="Formato"
              options={(Object.keys(COMPETITION_FORMATS) as CompetitionFormat[]).map((f) => ({ value: f, label: COMPETITION_FORMATS[f] }))}
              hint="Con fase final: semifinales y final (y, si quieres, tercer puesto) sorteadas con las tablas de los grupos."
            />
            <div>
              <NavigationSubmitButton intent="createCompetition">Crear competición</NavigationSubmitButton>
            </div>
          </AdminForm>
        </AdminPanel>
      </div>

      <AdminPanel title="Generar los partidos de un grupo" id="generar">
        <p className="mb-3 text-sm text-slate-700">
          Todos contra todos (o ida y vuelta), en días lectivos desde el primer día que elijas: sin fines de semana ni los días sin clase que escribas, con
          tantas pistas a la vez como indiques y sin que un equipo juegue dos veces el mismo día. Sustituye los partidos del grupo; solo se puede hacer antes
          del primer resultado (después, mueve o cambia los partidos uno a uno).
        </p>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-700">Primero crea un grupo y pon en él sus equipos.</p>
        ) : (
          <AdminForm intent="generateFixtures" className="grid gap-3 sm:grid-cols-3" aria-label="Generar los partidos de un grupo" confirm="Se sustituirán los partidos de ese grupo. ¿Seguir?">
            <AdminSelect name="groupId" label="Grupo" options={groups.map((g) => ({ value: String(g.id), label: g.label }))} required />
            <RoundRobinScheduleFields />
            <AdminTextarea
              name="nonSchoolDays"
              label="Días sin clase (uno por línea)"
              defaultValue={nonSchoolDays}
              hint="Festivos y semanas de exámenes: 08/12/2026 o 2026-12-08; puedes añadir una nota detrás de la fecha. La lista se guarda para la próxima vez."
              rows={4}
              className="sm:col-span-3"
            />
            <div>
              <NavigationSubmitButton intent="generateFixtures">Generar partidos</NavigationSubmitButton>
            </div>
          </AdminForm>
        )}
      </AdminPanel>

      {competition.format === "groups-knockout" ? (
        <AdminPanel title="Fase final" id="fase-final">
          <p className="mb-3 text-sm text-slate-700">
            Se sortea con las tablas de los grupos (1º del A contra 2º del B y 1º del B contra 2º del A; con tres o cuatro grupos, como se explica en la web). Cada
            ronda se juega el siguiente día lectivo; el ganador de cada partido pasa solo en cuanto se guarda su resultado. Se puede volver a sortear mientras
            ningún partido de la fase final tenga resultado.
          </p>
          {knockout ? (
            <>
              {knockout.champion ? <p className="mb-2 font-semibold text-slate-900">Campeón: {knockout.champion}</p> : null}
              <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {knockout.ties.map((t) => (
                  <li key={t.code}>
                    {t.label} ({t.date}): {t.home ?? TOURNAMENT_COPY.knockout.origin(t.homeFrom)} – {t.away ?? TOURNAMENT_COPY.knockout.origin(t.awayFrom)}
                    {t.winner ? ` · pasa ${t.winner}` : ""}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <AdminForm
            intent="drawKnockout"
            className="grid gap-3 sm:grid-cols-3"
            aria-label="Sortear la fase final"
            confirm={knockout ? "Se sustituirá el sorteo anterior y sus partidos. ¿Seguir?" : undefined}
          >
            <AdminInput name="start" type="date" label="Día de la primera ronda" required />
            <AdminInput name="time" label="Hora" defaultValue={DEFAULT_MATCH_TIME} required />
            <AdminInput
              name="courts"
              type="number"
              label="Pistas"
              defaultValue={2}
              hint="Los partidos de un mismo día se reparten las pistas; con una, se juegan uno detrás de otro (cada 15 minutos)."
            />
            {groups.length === 4 ? (
              <AdminSelect
                name="qualifiersPerGroup"
                label="Pasan de cada grupo"
                options={[
                  { value: "2", label: "Dos (cuartos de final)" },
                  { value: "1", label: "Uno (semifinales)" },
                ]}
              />
            ) : null}
            <div className="space-y-2 sm:self-end">
              <AdminCheckbox name="thirdPlace" label="Partido por el tercer puesto" />
              <AdminCheckbox name="evenIfUnfinished" label="Sortear aunque queden partidos" />
            </div>
            <div>
              <NavigationSubmitButton intent="drawKnockout">{knockout ? "Sortear de nuevo" : "Sortear la fase final"}</NavigationSubmitButton>
            </div>
          </AdminForm>
          {knockout ? (
            <AdminForm intent="deleteKnockout" className="mt-3" confirm="¿Deshacer el sorteo? Se borrarán los partidos de la fase final.">
              <NavigationSubmitButton intent="deleteKnockout" variant="danger">
                Deshacer el sorteo
              </NavigationSubmitButton>
            </AdminForm>
          ) : null}
        </AdminPanel>
      ) : null}

      <AdminPanel title={`Partidos (${matches.length})`} id="partidos">
        <ul className="divide-y divide-slate-200">
          {matches.map((m) => (
            <li key={m.id} className="py-3">
              <p className="font-semibold text-slate-900">
                #{m.id} · {teamName.get(m.team1Id)} – {teamName.get(m.team2Id)}
                {m.groupId ? <span className="font-normal text-slate-700"> · {groupLabel.get(m.groupId)}</span> : null}
                {tieOfMatch.has(m.id) ? <span className="font-normal text-slate-700"> · {tieOfMatch.get(m.id)}</span> : null}
                <span className={cn("ml-2 rounded px-2 py-0.5 text-xs", m.played ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900")}>
                  {m.played ? `${m.team1Score} - ${m.team2Score}${m.penalties ? ` (${m.penalties.team1}-${m.penalties.team2} pen.)` : ""}` : "Pendiente"}
                </span>
              </p>
              <div className="mt-2 flex flex-wrap items-end gap-3">
                <AdminForm intent="result" id={m.id} className="flex flex-wrap items-end gap-2" aria-label={`Resultado del partido ${m.id}`}>
                  <AdminInput name="team1" label={`Marcador de ${teamName.get(m.team1Id)}`} defaultValue={m.team1Score} className="w-36" />
                  <AdminInput name="team2" label={`Marcador de ${teamName.get(m.team2Id)}`} defaultValue={m.team2Score} className="w-36" />
                  {m.knockout ? (
                    <>
                      <AdminInput name="penalties1" label={`Penaltis de ${teamName.get(m.team1Id)}`} defaultValue={m.penalties?.team1} hint="Solo si hay empate" className="w-36" />
                      <AdminInput name="penalties2" label={`Penaltis de ${teamName.get(m.team2Id)}`} defaultValue={m.penalties?.team2} hint="Solo si hay empate" className="w-36" />
                    </>
                  ) : null}
                  <NavigationSubmitButton intent="result" id={m.id}>
                    Guardar resultado
                  </NavigationSubmitButton>
                </AdminForm>
                <AdminForm intent="updateMatch" id={m.id} className="flex flex-wrap items-end gap-2" aria-label={`Fecha del partido ${m.id}`}>
                  <AdminInput name="day" type="date" label="Día" defaultValue={m.day} hint={m.day ? undefined : m.date} className="w-48" />
                  <AdminInput name="time" label="Hora" defaultValue={m.time} className="w-24" />
                  <NavigationSubmitButton intent="updateMatch" id={m.id} variant="secondary">
                    Guardar fecha
                  </NavigationSubmitButton>
                </AdminForm>
                {m.played ? (
                  <AdminForm intent="clearResult" id={m.id} confirm="¿Borrar el resultado? El partido volverá a estar pendiente.">
                    <NavigationSubmitButton intent="clearResult" id={m.id} variant="secondary">
                      Dejar pendiente
                    </NavigationSubmitButton>
                  </AdminForm>
                ) : null}
                <AdminForm intent="deleteMatch" id={m.id} confirm="¿Borrar este partido?">
                  <NavigationSubmitButton intent="deleteMatch" id={m.id} variant="danger">
                    Borrar partido
                  </NavigationSubmitButton>
                </AdminForm>
              </div>
            </li>
          ))}
        </ul>
        {matches.filter((m) => !m.played).length > 1 ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900">Intercambiar dos partidos</h3>
            <p className="text-sm text-slate-700">Cada uno se queda con el día, la hora y la pista del otro (solo partidos pendientes).</p>
            <AdminForm intent="swapMatches" className="mt-2 grid gap-3 sm:grid-cols-3" aria-label="Intercambiar dos partidos">
              {(["first", "second"] as const).map((field, i) => (
                <AdminSelect
                  key={field}
                  name={field}
                  label={i === 0 ? "Partido" : "Con el partido"}
                  options={matches
                    .filter((m) => !m.played)
                    .map((m) => ({ value: String(m.id), label: `#${m.id} · ${teamName.get(m.team1Id)} – ${teamName.get(m.team2Id)} · ${m.date}` }))}
                  required
                />
              ))}
              <div className="sm:self-end">
                <NavigationSubmitButton intent="swapMatches" variant="secondary">
                  Intercambiar
                </NavigationSubmitButton>
              </div>
            </AdminForm>
          </>
        ) : null}
        <h3 className="mt-4 font-semibold text-slate-900">Añadir un partido</h3>
        <AdminForm intent="addMatch" className="mt-2 grid gap-3 sm:grid-cols-3" aria-label="Añadir un partido">
          <AdminSelect name="team1Id" label="Equipo local" options={teamOptions} required />
          <AdminSelect name="team2Id" label="Equipo visitante" options={teamOptions} required />
          <AdminSelect name="groupId" label="Grupo" options={groupOptions} />
          <AdminInput name="day" type="date" label="Día" hint="Vacío: «Por determinar». En la web se muestra como «Lunes, 13 de enero de 2025»." className="sm:col-span-2" />
          <AdminInput name="time" label="Hora" defaultValue="11:15" />
          <div>
            <NavigationSubmitButton intent="addMatch">Añadir partido</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title={`Equipos (${teams.length})`} id="equipos">
          <ul className="divide-y divide-slate-200">
            {teams.map((t) => (
              <li key={t.id} className="flex flex-wrap items-end gap-2 py-3">
                <AdminForm intent="updateTeam" id={t.id} className="flex flex-wrap items-end gap-2" aria-label={`Equipo ${t.name}`}>
                  <AdminInput name="name" label="Nombre" defaultValue={t.name} required className="w-44" />
                  <AdminInput name="course" label="Curso" defaultValue={t.course} className="w-24" />
                  <AdminSelect name="groupId" label="Grupo" options={groupOptions} defaultValue={t.groupId === null ? "" : String(t.groupId)} />
                  <NavigationSubmitButton intent="updateTeam" id={t.id} variant="secondary">
                    Guardar
                  </NavigationSubmitButton>
                </AdminForm>
                <AdminForm intent="deleteTeam" id={t.id} confirm={`¿Borrar ${t.name} y todos sus partidos?`}>
                  <NavigationSubmitButton intent="deleteTeam" id={t.id} variant="danger">
                    Borrar
                  </NavigationSubmitButton>
                </AdminForm>
              </li>
            ))}
          </ul>
          <AdminForm intent="addTeam" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Añadir un equipo">
            <AdminInput name="name" label="Nuevo equipo" required className="w-44" />
            <AdminInput name="course" label="Curso" className="w-24" />
            <AdminSelect name="groupId" label="Grupo" options={groupOptions} />
            <NavigationSubmitButton intent="addTeam">Añadir equipo</NavigationSubmitButton>
          </AdminForm>
        </AdminPanel>
        <AdminPanel title={`Grupos (${groups.length})`} id="grupos">
          <ul className="divide-y divide-slate-200">
            {groups.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {g.code} · {g.label}
                  {g.shownSeparately ? " · se muestra aparte" : ""}
                </span>
                <AdminForm intent="deleteGroup" id={g.id} confirm={`¿Borrar ${g.label}? Sus equipos quedarán sin grupo.`}>
                  <NavigationSubmitButton intent="deleteGroup" id={g.id} variant="danger">
                    Borrar
                  </NavigationSubmitButton>
                </AdminForm>
              </li>
            ))}
          </ul>
          <AdminForm intent="addGroup" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Añadir un grupo">
            <AdminInput name="code" label="Código" required className="w-20" />
            <AdminInput name="label" label="Título de su tabla" required className="w-48" />
            <AdminCheckbox name="shownSeparately" label="Mostrar aparte" />
            <NavigationSubmitButton intent="addGroup">Añadir grupo</NavigationSubmitButton>
          </AdminForm>
        </AdminPanel>
      </div>
    </div>
  );
}

/** When and how a round robin is played: first day, time, courts at once, home and away (the generator's and the league's forms). */
function RoundRobinScheduleFields() {
  return (
    <>
      <AdminInput name="start" type="date" label="Primer día" required />
      <AdminInput name="time" label="Hora" defaultValue={DEFAULT_MATCH_TIME} required />
      <AdminInput name="courts" type="number" label="Pistas a la vez" defaultValue={1} required />
      <div className="sm:col-span-2 sm:self-end">
        <AdminCheckbox name="homeAndAway" label="Ida y vuelta" />
      </div>
    </>
  );
}
