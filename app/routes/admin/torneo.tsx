import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/torneo";
import { ADMIN_COPY } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { EnrolmentDeadlinePanel, EnrolmentRequests } from "~/competitions";
import { loadTournamentEnrolments, tournamentEnrolmentIntents } from "~/competitions/index.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";

const { title, empty } = ADMIN_COPY.tournamentRequests;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const [enrolments, settings] = await Promise.all([loadTournamentEnrolments(context.db), readSiteSettings(context)]);
  // The tournament's name is the teacher's.
  return { title: title(settings.tournamentName), ...enrolments };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, tournamentEnrolmentIntents());
}

export function meta({ data }: Route.MetaArgs) {
  return unlistedPageMeta(data?.title ?? ADMIN_COPY.pageTitles.tournamentRequests);
}

export default function AdminTournamentEnrolments({ loaderData }: Route.ComponentProps) {
  const { registrations, enrolment, competitions } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{loaderData.title}</h1>
      <EnrolmentDeadlinePanel enrolment={enrolment} />
      <EnrolmentRequests registrations={registrations} competitions={competitions} empty={empty} />
    </div>
  );
}
