import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { type PublicSettings, TEACHER_TITLES, tournamentTitle } from "~/platform/domain/site-settings";
import { YearWordsFields } from "~/platform/components/year-words-fields";

/** Under a hub's name (the league's, the tournament's): what a new name changes. */
const HUB_NAME_HINT =
  "En el menú, en el buscador y en la dirección de su página (/campeonatos/…): con otro nombre, la dirección cambia y la anterior lleva a la nueva. Su página también, donde decía el nombre anterior (título y edición); el resto de sus textos, en «Páginas».";

/** Under a network's field: left empty, the footer leaves it out. */
const NO_LINK = "Vacía: la web no lo enlaza.";

/**
 * «Datos de la web» in «Ajustes»: the teacher's name and how the header says it, the school's, the
 * league's and the tournament's names (each hub's address follows its name), the networks,
 * and the year's words.
 */
export function SiteSettingsPanel({ settings }: { settings: PublicSettings }) {
  return (
    <AdminPanel title="Datos de la web" id="datos-web">
      <AdminForm intent="settings" className="grid gap-4 sm:grid-cols-2">
        <AdminInput
          name="teacherName"
          label="Nombre del profesor o la profesora"
          defaultValue={settings.teacherName}
          required
          maxLength={60}
          hint="Aparece en la cabecera («con el profe …», en pantallas anchas), en la portada y en el formulario de contacto."
        />
        <AdminSelect
          name="teacherTitle"
          label="En la cabecera"
          defaultValue={settings.teacherTitle}
          options={TEACHER_TITLES.map((title) => ({ value: title, label: `con ${title} ${settings.teacherName}` }))}
        />
        <AdminInput
          name="schoolName"
          label="Nombre del centro"
          hint="Aparece en la cabecera, en el título de la portada y en el pie de página de todas las páginas."
          defaultValue={settings.schoolName}
          required
          maxLength={120}
        />
        <AdminInput
          name="leagueName"
          label="Nombre de la liga"
          defaultValue={settings.leagueName}
          required
          maxLength={60}
          hint={HUB_NAME_HINT}
        />
        <AdminInput
          name="tournamentName"
          label="Nombre del torneo"
          defaultValue={settings.tournamentName}
          required
          maxLength={60}
          hint={`El menú lo llama «${tournamentTitle(settings.tournamentName)}». ${HUB_NAME_HINT}`}
        />
        <AdminInput name="facebookUrl" type="url" label="Facebook" defaultValue={settings.facebookUrl} hint={NO_LINK} />
        <AdminInput
          name="instagramUrl"
          type="url"
          label="Instagram"
          defaultValue={settings.instagramUrl}
          hint={NO_LINK}
        />
        <AdminInput name="xUrl" type="url" label="X" defaultValue={settings.xUrl} hint={NO_LINK} />
        <AdminInput
          name="videoChannelUrl"
          type="url"
          label="Canal de vídeo"
          defaultValue={settings.videoChannelUrl}
          hint={NO_LINK}
        />
        <YearWordsFields values={settings} />
        <div className="sm:col-span-2">
          <NavigationSubmitButton intent="settings">Guardar ajustes</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
