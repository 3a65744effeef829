import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import {
  ARCHIVE_TABLES,
  championOfferSchema,
  closeSchoolYearSchema,
  timetableYearOf,
  moveYearWords,
  SchoolYearEnd,
  SchoolYearReminder,
} from "~/archive";

import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { Route } from "./+types/curso-escolar";
import { AdminCheckbox, AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { generateSharedPassword } from "~/people/index.server";
import { courseGate, gatesOf } from "~/people";
import { listCourses } from "~/courses/index.server";
import { getSiteSettings, saveYearWords } from "~/platform/server/site-settings.server";
import { YearWordsFields } from "~/site";
import {
  addChampionToHallOfFame,
  closeSchoolYear,
  currentYearJustOpened,
  listClosedYears,
  schoolYearStatus,
} from "~/archive/index.server";

const TITLE = "Curso escolar";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const [year, closed, justOpened, settings, courses] = await Promise.all([
    schoolYearStatus(context.db),
    listClosedYears(context.db),
    currentYearJustOpened(context.db),
    getSiteSettings(context.db),
    listCourses(context.db),
  ]);
  // Every course in use gets a new password with the new year (the organiser's stays).
  const newYearGates = gatesOf(courses).filter(({ gate }) => gate !== "organiser");
  return {
    ...year,
    // The new year's words, offered with the close: each moves on to the new year (its year, an edition's numeral), to change.
    yearWords: {
      timetableYear: timetableYearOf(year.opens),
      mantecupEdition: moveYearWords(settings.mantecupEdition, year.current, year.opens),
      bilingualLabel: moveYearWords(settings.bilingualLabel, year.current, year.opens),
      tournamentName: settings.tournamentName,
    },
    justOpened,
    closed: closed.map((y) => ({ ...y, closedAt: y.closedAt.toISOString() })),
    // Suggested new course passwords: made for this page only, stored (as hashes) only if the year is closed with them.
    newYearGates,
    suggested: Object.fromEntries(newYearGates.map(({ gate }) => [gate, generateSharedPassword()])),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    closeYear: intent({
      schema: closeSchoolYearSchema,
      async run(v, { tx }) {
        // A course added since the form was opened has no new password in it: the teacher reloads.
        const missing = (await listCourses(tx)).find(
          (course) => !v.passwords.some(({ gate }) => gate === courseGate(course.slug)),
        );
        if (missing)
          throw new AdminActionError(`Falta la contraseña nueva de ${missing.label}: recarga la página.`, 400);
        const { closed, opened, archive } = await closeSchoolYear(tx, {
          year: v.year,
          keepCompetitions: v.keepCompetitions,
          passwords: v.passwords,
        });
        if (v.timetableYear && v.mantecupEdition && v.bilingualLabel)
          await saveYearWords(tx, {
            timetableYear: v.timetableYear,
            mantecupEdition: v.mantecupEdition,
            bilingualLabel: v.bilingualLabel,
          });
        return {
          action: "Curso cerrado",
          target: closed,
          // The passwords themselves are never logged.
          details: `abierto ${opened}; ${archive.competitions.length} competiciones archivadas${v.keepCompetitions ? " y conservadas vacías" : ""}; contraseñas de curso nuevas`,
          reply: { closed, opened, ...Object.fromEntries(v.passwords.map(({ gate, password }) => [gate, password])) },
        };
      },
      success: "Curso cerrado",
    }),
    offerChampion: intent({
      schema: championOfferSchema,
      async run(v, { tx }) {
        const added = await addChampionToHallOfFame(tx, v.year, v.slug);
        return { action: "Campeón añadido al Salón de la Fama", target: added.name, details: added.achievement };
      },
      success: "Añadido al Salón de la Fama: completa su imagen y su cita en Contenidos",
    }),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminSchoolYear({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { current, lastDay, reminder, opens, closed, suggested, newYearGates, justOpened, yearWords } = loaderData;
  const reply = answer?.ok ? answer.reply : undefined;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">
          {TITLE} {current}
        </h1>
        {/* A reminder says when the year ends already. */}
        {reminder ? null : <SchoolYearEnd current={current} lastDay={lastDay} />}
        <SchoolYearReminder current={current} reminder={reminder} opens={opens} />
      </div>
      {reply?.opened ? (
        <div role="status" className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
          <p className="font-semibold">
            Curso {reply.closed} cerrado: ya está en el{" "}
            <Link to={`/archivo/${reply.closed}`} className="underline underline-offset-4">
              archivo
            </Link>
            . Empieza el curso {reply.opened}.
          </p>
          <p className="mt-1 text-sm">
            Contraseñas de curso nuevas (apúntalas ahora; no se volverán a mostrar, y puedes cambiarlas en Ajustes):
          </p>
          <dl className="mt-2 grid gap-1 rounded bg-white p-3 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {newYearGates.map(({ gate, label }) => (
              <div key={gate} className="contents">
                <dt className="text-sm">{label}</dt>
                <dd className="font-mono text-lg" data-testid={`nueva-${gate}`}>
                  {reply[gate]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <AdminPanel title={`Cerrar el curso ${current}`} id="cerrar">
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            Todo lo que el curso ha mostrado queda en el archivo, sin poder cambiarse, en{" "}
            <code>/archivo/{current}</code>: las competiciones con sus tablas, partidos y fases finales, los equipos de
            la liga, los logros, las noticias de curso, las novedades y el blog. El ranking y el progreso de grupo (con
            nombres del alumnado) no se publican en el archivo: están en la exportación, solo para ti.
          </p>
          <p>
            Después empieza el curso {opens}: sin equipos ni partidos, sin inscripciones en la liga ni en el torneo, con
            el ranking y el progreso vacíos y con contraseñas de curso nuevas (las del curso pasado dejan de abrir
            nada). El horario, las novedades, el blog y las páginas de curso se quedan para que los edites.
          </p>
        </div>
        {justOpened ? (
          // A year that has just begun is not closed by accident: its form is folded away.
          <details className="mt-4 rounded-lg border border-slate-200 p-3">
            <summary className="cursor-pointer font-semibold text-slate-900">
              El curso {current} acaba de empezar: abrir el formulario para cerrarlo de todas formas
            </summary>
            <CloseYearForm current={current} gates={newYearGates} suggested={suggested} yearWords={yearWords} />
          </details>
        ) : (
          <CloseYearForm current={current} gates={newYearGates} suggested={suggested} yearWords={yearWords} />
        )}
      </AdminPanel>

      <AdminPanel title={`Cursos cerrados (${closed.length})`} id="archivo">
        {closed.length === 0 ? (
          <p className="text-sm text-slate-700">Todavía no se ha cerrado ningún curso.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {closed.map((year) => (
              <li key={year.id} className="py-3">
                <p className="font-semibold text-slate-900">
                  <Link to={`/archivo/${year.id}`} className="text-teal-900 underline underline-offset-4">
                    Curso {year.id}
                  </Link>{" "}
                  <span className="font-normal text-slate-700">
                    · cerrado el {formatMadridDateTime(new Date(year.closedAt))}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  Exportar:{" "}
                  <a
                    href={`/admin/curso-escolar/exportar/${year.id}.json`}
                    className="font-semibold text-teal-900 underline underline-offset-4"
                    download
                  >
                    todo (JSON)
                  </a>
                  {ARCHIVE_TABLES.map((table) => (
                    <span key={table}>
                      {" · "}
                      <a
                        href={`/admin/curso-escolar/exportar/${year.id}-${table}.csv`}
                        className="font-semibold text-teal-900 underline underline-offset-4"
                        download
                      >
                        {table} (CSV)
                      </a>
                    </span>
                  ))}
                </p>
                {year.champions.length > 0 ? (
                  <div className="mt-2">
                    <p className="text-sm font-semibold text-slate-800">Campeones: ¿al Salón de la Fama?</p>
                    <ul className="mt-1 space-y-2">
                      {year.champions.map((c) => (
                        <li key={c.slug} className="flex flex-wrap items-center gap-3 text-sm">
                          <span>
                            {c.champion} · {c.competition}
                          </span>
                          <AdminForm
                            intent="offerChampion"
                            id={`${year.id}:${c.slug}`}
                            aria-label={`Añadir a ${c.champion} al Salón de la Fama`}
                          >
                            <input type="hidden" name="year" value={year.id} />
                            <input type="hidden" name="slug" value={c.slug} />
                            <NavigationSubmitButton
                              intent="offerChampion"
                              id={`${year.id}:${c.slug}`}
                              variant="secondary"
                            >
                              Añadir al Salón de la Fama
                            </NavigationSubmitButton>
                          </AdminForm>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
    </div>
  );
}

/** Closing the year: the new course passwords (suggested), keeping the competitions, and the confirmation. */
function CloseYearForm({
  current,
  suggested,
  gates,
  yearWords,
}: {
  current: string;
  suggested: Record<string, string>;
  gates: { gate: string; label: string }[];
  yearWords: Parameters<typeof YearWordsFields>[0]["values"];
}) {
  return (
    <>
      {/* Keyed by the year: once it is closed, the next year's form starts unticked. */}
      <AdminForm
        key={current}
        intent="closeYear"
        className="mt-4 grid gap-3 sm:grid-cols-3"
        aria-label={`Cerrar el curso ${current}`}
        confirm={`¿Cerrar el curso ${current}? No se puede deshacer.`}
      >
        <input type="hidden" name="year" value={current} />
        {gates.map(({ gate, label }) => (
          <AdminInput
            key={gate}
            name={gate}
            label={`Nueva ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
            defaultValue={suggested[gate]}
            required
            autoComplete="off"
          />
        ))}
        <p className="text-sm font-semibold text-slate-900 sm:col-span-3">
          Las palabras del curso nuevo (puedes cambiarlas después en Ajustes):
        </p>
        <YearWordsFields values={yearWords} />
        <div className="space-y-2 sm:col-span-3">
          <AdminCheckbox
            name="keepCompetitions"
            label="Empezar el curso nuevo con las mismas competiciones (con sus grupos y reglas, sin equipos ni partidos)"
            defaultChecked
          />
          <AdminCheckbox
            name="understood"
            label={`Entiendo que el curso ${current} pasa al archivo y el nuevo empieza vacío`}
          />
        </div>
        <div>
          <NavigationSubmitButton intent="closeYear" variant="danger">
            Cerrar el curso
          </NavigationSubmitButton>
        </div>
      </AdminForm>
    </>
  );
}
