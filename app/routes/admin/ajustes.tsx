import { noFields } from "~/platform/domain/zod";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/ajustes";
import { SiteSettingsPanel } from "~/site";
import { OrganiserDayPasses } from "~/competitions";
import { GatePasswordForms, gatesOf } from "~/people";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { renameHubInPage } from "~/pages/index.server";
import { moderationSettingsSchema, siteSettingsSchema } from "~/platform/domain/admin-forms";

import { gatePasswordIntent, listCourses, erasePupilName } from "~/courses/index.server";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";

import { initialsOf, PUPIL_NAME_MAX, pupilErasureSchema } from "~/courses";

import { listGatePasswordChanges } from "~/people/index.server";
import {
  getModerationSettings,
  getSiteSettings,
  saveModerationSettings,
  saveSiteSettings,
} from "~/platform/server/site-settings.server";
import { getStaff } from "~/platform/server/auth.server";
import { readNoticePreference, saveNoticePreference } from "~/mail/index.server";
import { STAFF_NOTICE_MODES } from "~/platform/domain/staff-notices";
import { noticePreferenceSchema } from "~/platform/domain/staff-forms";
import { publicUrlSchema } from "~/platform/domain/public-address";
import { savePublicUrl } from "~/platform/server/public-address.server";
import { closeOrganiserDayPasses, listOrganiserDayPasses } from "~/competitions/index.server";
import { type BackupsHeld, backupsHeldSentence } from "~/backups";
import type { AppContext } from "~/platform/server/context.server";
import { PushSettingsPanel, pushReminderSchema } from "~/push";

import { countSubscribedPhones, readReminderHour, saveReminderHour } from "~/push/index.server";

/** The backups that keep the data as it was: an erased name stays in them until they go. */
async function backupsHeld(context: AppContext): Promise<BackupsHeld | null> {
  if (!context.backups) return null;
  const held = await context.backups.heldUntil();
  return { count: held.count, lastGoneAt: held.lastGoneAt?.toISOString() ?? null };
}

const TITLE = "Ajustes y contraseñas";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const staff = await getStaff(request, context);
  const [settings, moderation, changed, notices, dayPasses, courses, reminderHour, phones] = await Promise.all([
    getSiteSettings(context.db),
    getModerationSettings(context.db),
    listGatePasswordChanges(context.db),
    staff ? readNoticePreference(context.db, staff.id) : null,
    listOrganiserDayPasses(context.db),
    listCourses(context.db),
    readReminderHour(context.db),
    countSubscribedPhones(context.db),
  ]);
  return {
    settings,
    moderation,
    gates: gatesOf(courses).map(({ gate, label }) => ({
      gate,
      label,
      updatedAt: changed[gate]?.toISOString() ?? null,
    })),
    notices,
    mailEnabled: context.mail !== null,
    publicUrl: context.publicAddress.origin,
    dayPasses: dayPasses.map((pass) => ({ device: pass.device, since: pass.since.toISOString() })),
    backupsHeld: backupsHeldSentence(await backupsHeld(context), "before"),
    push: { hour: reminderHour, phones },
  };
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  return handleAdminAction(args, {
    notices: intent({
      schema: noticePreferenceSchema,
      async run(value, { tx, staff }) {
        await saveNoticePreference(tx, staff.id, value);
        return { action: "Avisos por correo cambiados", details: STAFF_NOTICE_MODES[value.mode] };
      },
      success: "Avisos por correo guardados",
    }),
    settings: intent({
      schema: siteSettingsSchema,
      async run(value, { tx, staff }) {
        const before = await saveSiteSettings(tx, value);
        if (before) {
          await renameHubInPage(tx, "league", { from: before.leagueName, to: value.leagueName }, staff);
          await renameHubInPage(tx, "mantecup", { from: before.tournamentName, to: value.tournamentName }, staff);
        }
        return { action: "Ajustes de la web cambiados", details: `Profesor: ${value.teacherName}` };
      },
      success: "Ajustes guardados",
    }),
    // When followed teams hear of tomorrow's match.
    pushReminder: intent({
      schema: pushReminderSchema,
      async run({ hour }, { tx }) {
        await saveReminderHour(tx, hour);
        return { action: "Hora del aviso de la víspera cambiada", details: hour };
      },
      success: "Hora de los avisos guardada",
    }),
    // The address every link the site writes starts with (emails, cards, feeds, calendars).
    publicUrl: intent({
      schema: publicUrlSchema,
      async run({ publicUrl }, { tx, context }) {
        await savePublicUrl(tx, publicUrl);
        // This server answers as the new address once it is stored (others at their next start).
        return {
          action: "Dirección pública cambiada",
          details: publicUrl,
          afterCommit: async () => context.publicAddress.set(publicUrl),
        };
      },
      success: "Dirección pública guardada",
    }),
    moderation: intent({
      schema: moderationSettingsSchema,
      async run(value, { tx }) {
        await saveModerationSettings(tx, value);
        const onOff = (on: boolean) => (on ? "sí" : "no");
        return {
          action: "Privacidad del alumnado cambiada",
          details: `Aprobar listas públicas: ${onOff(value.approvePublicNames)}; revisar comentarios: ${onOff(value.premoderateComments)}`,
        };
      },
      success: "Ajustes de privacidad guardados",
    }),
    // The right to erasure: a pupil's name becomes its initials everywhere the site keeps it.
    erasePupil: intent({
      schema: pupilErasureSchema,
      async run({ name }, { tx }) {
        const changed = await erasePupilName(tx, name);
        const total = changed.reduce((sum, c) => sum + c.count, 0);
        if (total === 0)
          throw new AdminActionError(
            `No aparece «${name}» en ningún sitio de la web: revisa cómo está escrito (con sus tildes).`,
            404,
          );
        // The log keeps the initials only: the name itself is what is being erased.
        return {
          action: "Nombre de alumno borrado",
          target: initialsOf(name),
          details: changed.map((c) => `${c.place}: ${c.count}`).join("; "),
        };
      },
      success: async ({ name }) =>
        [
          `Nombre borrado: ahora aparece como ${initialsOf(String(name))}`,
          backupsHeldSentence(await backupsHeld(context), "after"),
        ]
          .filter(Boolean)
          .join(" "),
    }),
    // Each device's organiser pass, closed all at once.
    closeDayPasses: intent({
      schema: noFields,
      async run(_, { tx }) {
        const closed = await closeOrganiserDayPasses(tx);
        return { action: "Pases de organización cerrados", details: `${closed} abiertos` };
      },
      success: "Pases de hoy cerrados: cada móvil tendrá que escribir la contraseña de organización",
    }),
    password: gatePasswordIntent(),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const {
    settings,
    moderation,
    gates,
    notices,
    mailEnabled,
    publicUrl,
    backupsHeld: backupsNote,
    dayPasses,
  } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <SiteSettingsPanel settings={settings} />
      <AdminPanel title="Dirección pública de la web" id="direccion">
        <p className="mb-4 text-sm text-slate-700">
          Los enlaces de los correos (también el de «¿Has olvidado la contraseña?»), las tarjetas para compartir, los
          carteles con código QR, los feeds, el mapa del sitio y las suscripciones al calendario empiezan por esta
          dirección. Escribe la que usan las familias para abrir la web.
        </p>
        <AdminForm intent="publicUrl" className="space-y-3">
          <AdminInput
            name="publicUrl"
            type="url"
            label="Dirección de la web"
            defaultValue={publicUrl}
            required
            maxLength={300}
            hint="Por ejemplo https://ef.iesejemplo.es"
          />
          <NavigationSubmitButton intent="publicUrl">Guardar la dirección</NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
      {notices ? (
        <AdminPanel title="Avisos por correo" id="avisos">
          <p className="mb-4 text-sm text-slate-700">
            {mailEnabled
              ? "Te avisamos de los mensajes, las inscripciones (proyectos, torneo y liga), las propuestas al Salón de la Fama y los comentarios que esperan tu aprobación. El correo dice qué ha llegado y enlaza al panel; no lleva nombres ni mensajes del alumnado."
              : "El correo está desactivado en este servidor: falta SMTP_URL (la dirección del servidor de correo). Lo que elijas aquí se aplicará cuando esté configurado; el README explica cómo."}
          </p>
          <AdminForm intent="notices" className="grid gap-4 sm:grid-cols-2">
            <AdminSelect
              name="mode"
              label="Avisos"
              defaultValue={notices.mode}
              options={Object.entries(STAFF_NOTICE_MODES).map(([value, label]) => ({ value, label }))}
            />
            <AdminSelect
              name="digestHour"
              label="Hora del resumen diario (hora de Madrid)"
              defaultValue={String(notices.digestHour)}
              options={Array.from({ length: 24 }, (_, hour) => ({
                value: String(hour),
                label: `${String(hour).padStart(2, "0")}:00`,
              }))}
            />
            <div className="sm:col-span-2">
              <NavigationSubmitButton intent="notices">Guardar avisos</NavigationSubmitButton>
            </div>
          </AdminForm>
        </AdminPanel>
      ) : null}
      <PushSettingsPanel {...loaderData.push} />
      <AdminPanel title="Privacidad del alumnado" id="privacidad">
        <p className="mb-4 text-sm text-slate-700">
          El alumnado es menor de edad: sus nombres solo aparecen en la web cuando tú lo decides. Lo pendiente se revisa
          en el Buzón (equipos de la liga) y en Moderación (comentarios).
        </p>
        <AdminForm intent="moderation" className="space-y-3">
          <AdminCheckbox
            name="approvePublicNames"
            label="Los equipos de la liga (con los nombres de sus integrantes) se publican solo cuando los apruebo"
            defaultChecked={moderation.approvePublicNames}
          />
          <AdminCheckbox
            name="premoderateComments"
            label="Los comentarios del blog y de las noticias de curso se publican solo cuando los reviso"
            defaultChecked={moderation.premoderateComments}
          />
          <NavigationSubmitButton intent="moderation">Guardar privacidad</NavigationSubmitButton>
        </AdminForm>
        <AdminForm
          intent="erasePupil"
          className="mt-6 space-y-3 border-t border-slate-200 pt-4"
          aria-label="Borrar el nombre de un alumno o alumna"
          confirm="Su nombre se cambiará por sus iniciales en toda la web, también en el archivo y en los registros. No se puede deshacer. ¿Seguir?"
        >
          <h3 className="font-semibold text-slate-900">Borrar el nombre de un alumno o alumna</h3>
          <p className="text-sm text-slate-700">
            Si una familia lo pide, su nombre pasa a ser sus iniciales (Lucía Pérez Gómez → L. P. G.) en todo lo que
            guarda la web: equipos, ranking, comentarios, «Me gusta», buzón, archivo de cursos y registro de cambios.
          </p>
          {backupsNote ? <p className="text-sm text-slate-700">{backupsNote}</p> : null}
          <AdminInput
            name="name"
            label="Nombre y apellidos, como aparecen en la web"
            maxLength={PUPIL_NAME_MAX}
            required
          />
          <NavigationSubmitButton intent="erasePupil" variant="danger">
            Borrar su nombre
          </NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
      <AdminPanel title="Contraseñas de curso y de organización" id="contrasenas">
        <p className="mb-4 text-sm text-slate-700">
          Solo se guarda una huella de cada contraseña: no se puede volver a mostrar. Al cambiar la de un curso, los
          móviles que ya la habían escrito tendrán que escribir la nueva.
        </p>
        <GatePasswordForms gates={gates} />
        <OrganiserDayPasses passes={dayPasses} />
      </AdminPanel>
    </div>
  );
}
