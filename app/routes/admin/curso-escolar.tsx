import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/curso-escolar";
import { ClosedYearsPanel, CloseYearPanel, SchoolYearEnd, SchoolYearReminder, YearClosedNotice } from "~/archive";
import { loadSchoolYearPage, schoolYearIntents } from "~/archive/index.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";

const TITLE = "Curso escolar";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSchoolYearPage(context.get(appContext).db);
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, schoolYearIntents());
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
      {reply?.opened ? <YearClosedNotice reply={reply} gates={newYearGates} /> : null}
      <CloseYearPanel
        current={current}
        opens={opens}
        justOpened={justOpened}
        gates={newYearGates}
        suggested={suggested}
        yearWords={yearWords}
      />
      <ClosedYearsPanel closed={closed} />
    </div>
  );
}
