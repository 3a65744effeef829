import { AdminForm, AdminInput, AdminPanel, AdminSelect, NavigationSubmitButton } from "~/components/admin/admin-form";
import { SPORT_LABELS } from "~/content/tournaments";
import { COMPETITION_CATEGORIES, COMPETITION_COLOUR_KEYS, COMPETITION_COLOURS, COMPETITION_FORMATS, type CompetitionFormat, LEAGUE_SPORTS } from "~/domain/championships";
import { CATEGORY_VALUES } from "~/domain/competition-forms";
import { SPORT_KINDS } from "~/domain/match-result";
import { RoundRobinScheduleFields } from "./round-robin-fields";

const FORMATS = Object.keys(COMPETITION_FORMATS) as CompetitionFormat[];

/** A new Mantecup competition: name, sport, category and format. */
export function NewCompetitionSection() {
  return (
    <AdminPanel title="Nueva competición" id="nueva">
      <p className="mb-3 text-sm text-slate-700">Aparece en la página del Mantecup con su propia página. Después, añade sus grupos y equipos y genera sus partidos.</p>
      <AdminForm intent="createCompetition" className="grid gap-3" aria-label="Nueva competición">
        <AdminInput name="name" label="Nombre" required maxLength={80} hint="Por ejemplo: Fútbol Sala Femenino" />
        <AdminSelect name="sport" label="Deporte" options={SPORT_KINDS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))} required />
        <AdminSelect name="category" label="Categoría" options={[{ value: "", label: "Sin indicar" }, ...CATEGORY_VALUES.map((c) => ({ value: c, label: COMPETITION_CATEGORIES[c] }))]} />
        <AdminSelect
          name="format"
          label="Formato"
          options={FORMATS.map((f) => ({ value: f, label: COMPETITION_FORMATS[f] }))}
          hint="Con fase final: semifinales y final (y, si quieres, tercer puesto) sorteadas con las tablas de los grupos."
        />
        <AdminSelect
          name="colour"
          label="Color de su tarjeta"
          options={[{ value: "", label: "El siguiente de la lista" }, ...COMPETITION_COLOUR_KEYS.map((c) => ({ value: c, label: COMPETITION_COLOURS[c] }))]}
        />
        <div>
          <NavigationSubmitButton intent="createCompetition">Crear competición</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}

/** The Fernando III League of one sport, from its approved teams. */
export function NewLeagueSection() {
  return (
    <AdminPanel title="Fernando III League" id="liga">
      <p className="mb-3 text-sm text-slate-700">
        Convierte los equipos aprobados de un deporte de la liga en una competición con su tabla y sus partidos (todos contra todos, en días lectivos), en la página
        de la liga. Los equipos que se aprueben después se añaden en su pestaña.
      </p>
      <AdminForm intent="createLeague" className="grid gap-3 sm:grid-cols-3" aria-label="Crear la liga de un deporte">
        <AdminSelect name="sport" label="Deporte" options={LEAGUE_SPORTS.map((s) => ({ value: s, label: s }))} required />
        <RoundRobinScheduleFields />
        <div>
          <NavigationSubmitButton intent="createLeague">Crear la liga</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
