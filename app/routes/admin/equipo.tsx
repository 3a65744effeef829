import { appContext, staffContext } from "~/platform/server/context.server";
import type { Route } from "./+types/equipo";
import { PendingInvitations, StaffAccounts, StaffAddPanels, StaffCreatedNotice } from "~/people";
import { loadStaffTeam, staffTeamIntents } from "~/people/index.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";

const TITLE = "Equipo";

export async function loader({ context }: Route.LoaderArgs) {
  return { me: context.get(staffContext).id, ...(await loadStaffTeam(context.get(appContext).db)) };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, staffTeamIntents(args.context.get(appContext).publicAddress.origin));
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminTeam({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { me, people, invitations } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <StaffCreatedNotice reply={answer?.ok ? answer.reply : undefined} />
      <StaffAddPanels />
      <StaffAccounts people={people} me={me} />
      <PendingInvitations invitations={invitations} />
    </div>
  );
}
