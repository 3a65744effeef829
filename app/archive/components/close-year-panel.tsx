import { AdminCheckbox, AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { YearWordsFields } from "~/platform/components/year-words-fields";

type YearWords = Parameters<typeof YearWordsFields>[0]["values"];

/** What closing the year does, and its form (folded away while the year has just begun). */
export function CloseYearPanel({
  current,
  opens,
  justOpened,
  gates,
  suggested,
  yearWords,
}: {
  current: string;
  opens: string;
  justOpened: boolean;
  gates: { gate: string; label: string }[];
  suggested: Record<string, string>;
  yearWords: YearWords;
}) {
  return (
    <AdminPanel title={`Cerrar el curso ${current}`} id="cerrar">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Todo lo que el curso ha mostrado queda en el archivo, sin poder cambiarse, en <code>/archivo/{current}</code>:
          las competiciones con sus tablas, partidos y fases finales, los equipos de la liga, los logros, las noticias
          de curso, las novedades y el blog. El ranking y el progreso de grupo (con nombres del alumnado) no se publican
          en el archivo: están en la exportación, solo para ti.
        </p>
        <p>
          Después empieza el curso {opens}: sin equipos ni partidos, sin inscripciones en la liga ni en el torneo, con
          el ranking y el progreso vacíos y con contraseñas de curso nuevas (las del curso pasado dejan de abrir nada).
          El horario, las novedades, el blog y las páginas de curso se quedan para que los edites.
        </p>
      </div>
      {justOpened ? (
        // A year that has just begun is not closed by accident: its form is folded away.
        <details className="mt-4 rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">
            El curso {current} acaba de empezar: abrir el formulario para cerrarlo de todas formas
          </summary>
          <CloseYearForm current={current} gates={gates} suggested={suggested} yearWords={yearWords} />
        </details>
      ) : (
        <CloseYearForm current={current} gates={gates} suggested={suggested} yearWords={yearWords} />
      )}
    </AdminPanel>
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
  yearWords: YearWords;
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
