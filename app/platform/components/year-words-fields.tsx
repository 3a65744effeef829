import { AdminInput } from "~/platform/components/admin-fields";
import { tournamentTitle } from "~/platform/domain/site-settings";

/**
 * The words that change with the school year: the timetable's year, the tournament's
 * edition and the bilingual project's menu label. In Ajustes, and in the year's close, which
 * offers them for the new year.
 */
export function YearWordsFields({
  values,
}: {
  values: { timetableYear: string; tournamentEdition: string; bilingualLabel: string; tournamentName: string };
}) {
  return (
    <>
      <AdminInput
        name="timetableYear"
        label="Año del horario"
        defaultValue={values.timetableYear}
        required
        maxLength={20}
        hint="Aparece en «Horarios …»."
      />
      <AdminInput
        name="tournamentEdition"
        label={`Edición del ${tournamentTitle(values.tournamentName)}`}
        defaultValue={values.tournamentEdition}
        required
        maxLength={60}
        hint="Sobre el título del torneo, por ejemplo «V edición · 2026»."
      />
      <AdminInput
        name="bilingualLabel"
        label="Proyecto bilingüe en el menú"
        defaultValue={values.bilingualLabel}
        required
        maxLength={60}
        hint="Por ejemplo «Proyecto Bilingüe 26/27». La dirección de su página sigue al nombre (/bilinguismo/proyecto-bilingue-26-27) y la anterior lleva a la nueva."
      />
    </>
  );
}
