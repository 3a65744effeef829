import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/ajustes";
import { ADMIN_COPY, PublicAddressPanel, PupilPrivacyPanel, SiteSettingsPanel } from "~/site";
import { pupilErasureIntent, siteSettingsIntents } from "~/site/index.server";
import { OrganiserDayPasses } from "~/competitions";
import { closeDayPassesIntent } from "~/competitions/index.server";
import { GatePasswordsPanel, gatesOf } from "~/people";
import { listGatePasswordChanges, listOrganiserDayPasses } from "~/people/index.server";
import { gatePasswordIntent, listCourses } from "~/courses/index.server";
import { NoticePreferencePanel } from "~/mail";
import { noticePreferenceIntent, readNoticePreference } from "~/mail/index.server";
import { PushSettingsPanel } from "~/push";
import { countSubscribedPhones, readReminderHour, reminderHourIntent } from "~/push/index.server";
import { backupsHeldNote } from "~/backups/index.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { getModerationSettings, getSiteSettings } from "~/platform/server/site-settings.server";
import { getStaff } from "~/platform/server/auth.server";

const TITLE = ADMIN_COPY.pageTitles.settings;

/** The panel's settings: each panel and each form is its owner's; this page puts them together. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const staff = await getStaff(request, context);
  const [settings, moderation, changed, notices, dayPasses, courses, reminderHour, phones, backupsHeld] =
    await Promise.all([
      getSiteSettings(context.db),
      getModerationSettings(context.db),
      listGatePasswordChanges(context.db),
      staff ? readNoticePreference(context.db, staff.id) : null,
      listOrganiserDayPasses(context.db),
      listCourses(context.db),
      readReminderHour(context.db),
      countSubscribedPhones(context.db),
      backupsHeldNote(context, "before"),
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
    backupsHeld,
    push: { hour: reminderHour, phones },
  };
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  return handleAdminAction(args, {
    ...siteSettingsIntents(),
    notices: noticePreferenceIntent(),
    pushReminder: reminderHourIntent(),
    erasePupil: pupilErasureIntent(context),
    closeDayPasses: closeDayPassesIntent(),
    password: gatePasswordIntent(),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, moderation, gates, notices, mailEnabled, publicUrl, backupsHeld, dayPasses } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <SiteSettingsPanel settings={settings} />
      <PublicAddressPanel publicUrl={publicUrl} />
      {notices ? <NoticePreferencePanel notices={notices} mailEnabled={mailEnabled} /> : null}
      <PushSettingsPanel {...loaderData.push} />
      <PupilPrivacyPanel moderation={moderation} backupsNote={backupsHeld} />
      <GatePasswordsPanel gates={gates}>
        <OrganiserDayPasses passes={dayPasses} />
      </GatePasswordsPanel>
    </div>
  );
}
