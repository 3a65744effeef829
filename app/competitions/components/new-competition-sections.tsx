import { type FormEvent, useState } from "react";
import { AdminCheckbox, AdminInput, AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { MAX_SETUP_GROUPS } from "~/competitions/domain/competition-setup";
import { CompetitionSetupPreview } from "./competition-setup-preview";
import { SPORT_LABELS, VARIANT_LABELS } from "~/competitions/copy/sports";
import {
  COMPETITION_CATEGORIES,
  COMPETITION_COLOUR_KEYS,
  COMPETITION_COLOURS,
  COMPETITION_FORMATS,
  type CompetitionFormat,
  LEAGUE_SPORTS,
} from "~/competitions/domain/championships";
import { CATEGORY_VALUES } from "~/competitions/domain/competition-forms";
import { SPORT_KINDS, type SportKind } from "~/competitions/domain/championships";
import { variantsOf } from "~/competitions/domain/sport-setup";
import { RoundRobinScheduleFields } from "./round-robin-fields";

const FORMATS = Object.keys(COMPETITION_FORMATS) as CompetitionFormat[];

/**
 * A new tournament competition in one form: name, sport, category, format, and, if the
 * teacher has them, the teams pasted one a line, their groups (from the paste, or drawn) and the
 * fixtures on school days, previewed as typed. Without teams it creates the empty competition.
 */
export function NewCompetitionSection({ nonSchoolDays, seed }: { nonSchoolDays: readonly string[]; seed: number }) {
  const [snapshot, setSnapshot] = useState<FormData | null>(null);
  const [drawSeed, setDrawSeed] = useState(seed);
  // Once a sport is chosen, only its ways of playing are offered (all of them, each named with its sport, before).
  const chosenSport = snapshot?.get("sport") as SportKind | null | undefined;
  const variantOptions = SPORT_KINDS.filter((s) => !chosenSport || s === chosenSport).flatMap((s) =>
    variantsOf(s).map((v) => ({
      value: v,
      label: chosenSport ? VARIANT_LABELS[v] : `${SPORT_LABELS[s]}: ${VARIANT_LABELS[v]}`,
    })),
  );
  const read = (event: FormEvent<HTMLDivElement>) => {
    const form = event.currentTarget.closest("form");
    if (form) setSnapshot(new FormData(form));
  };
  return (
    <AdminPanel title="Nueva competición" id="nueva">
      <p className="mb-3 text-sm text-slate-700">
        Aparece en la página del torneo con su propia página. Pega sus equipos y se crean también sus grupos y sus
        partidos; sin equipos, los añades después.
      </p>
      <AdminForm intent="createCompetition" aria-label="Nueva competición">
        <div className="grid gap-3" onInput={read} onChange={read}>
          <AdminInput name="name" label="Nombre" required maxLength={80} hint="Por ejemplo: Fútbol Sala Femenino" />
          <AdminSelect
            name="sport"
            label="Deporte"
            options={SPORT_KINDS.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
            required
          />
          <AdminSelect
            name="variant"
            label="Modalidad"
            options={[{ value: "", label: "La habitual del deporte" }, ...variantOptions]}
            hint="Sus normas en la página salen de aquí (3x3, fútbol 7, individual…). Se puede cambiar en sus reglas."
          />
          <AdminSelect
            name="category"
            label="Categoría"
            options={[
              { value: "", label: "Sin indicar" },
              ...CATEGORY_VALUES.map((c) => ({ value: c, label: COMPETITION_CATEGORIES[c] })),
            ]}
          />
          <AdminSelect
            name="format"
            label="Formato"
            options={FORMATS.map((f) => ({ value: f, label: COMPETITION_FORMATS[f] }))}
            hint="Con fase final: semifinales y final (y, si quieres, tercer puesto) sorteadas con las tablas de los grupos."
          />
          <AdminSelect
            name="colour"
            label="Color de su tarjeta"
            options={[
              { value: "", label: "El siguiente de la lista" },
              ...COMPETITION_COLOUR_KEYS.map((c) => ({ value: c, label: COMPETITION_COLOURS[c] })),
            ]}
          />
          <AdminTextarea
            name="teams"
            label="Equipos (opcional)"
            rows={8}
            maxLength={6000}
            hint="Uno por línea. Para poner tú los grupos, escribe «Grupo A» en una línea y debajo sus equipos (o «Grupo A: Rayo, Leones»). También puedes pegar columnas de tu hoja de cálculo con su fila de títulos (Grupo, Equipo, Curso)."
          />
          <AdminSelect
            name="groupCount"
            label="Grupos a sortear"
            options={Array.from({ length: MAX_SETUP_GROUPS }, (_, i) => ({
              value: String(i + 1),
              label: i === 0 ? "Un grupo (todos contra todos)" : `${i + 1} grupos`,
            }))}
            hint="Solo si los equipos no traen sus grupos."
          />
          <input type="hidden" name="seed" value={drawSeed} />
          <AdminCheckbox
            name="withFixtures"
            label="Generar ya los partidos (días lectivos, sin festivos)"
            defaultChecked
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <RoundRobinScheduleFields optionalStart />
          </div>
        </div>
        <CompetitionSetupPreview
          formData={snapshot}
          seed={drawSeed}
          nonSchoolDays={nonSchoolDays}
          onRedraw={() => setDrawSeed((s) => (s * 7919 + 104729) % 2 ** 31)}
        />
        <div className="mt-4">
          <NavigationSubmitButton intent="createCompetition">Crear competición</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}

/** The league of one sport (the league's name is the teacher's: «Ajustes»), from its approved teams. */
export function NewLeagueSection() {
  return (
    <AdminPanel title={useSiteSettings().leagueName} id="liga">
      <p className="mb-3 text-sm text-slate-700">
        Convierte los equipos aprobados de un deporte de la liga en una competición con su tabla y sus partidos (todos
        contra todos, en días lectivos), en la página de la liga. Los equipos que se aprueben después se añaden en su
        pestaña.
      </p>
      <AdminForm intent="createLeague" className="grid gap-3 sm:grid-cols-3" aria-label="Crear la liga de un deporte">
        <AdminSelect
          name="sport"
          label="Deporte"
          options={LEAGUE_SPORTS.map((s) => ({ value: s, label: s }))}
          required
        />
        <RoundRobinScheduleFields />
        <div>
          <NavigationSubmitButton intent="createLeague">Crear la liga</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
