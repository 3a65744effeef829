import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { AdminTabs } from "~/platform/components/admin-panels";
import {
  NewCompetitionSection,
  NewLeagueSection,
  competitionEditorPath,
  NEW_COMPETITIONS_COPY as copy,
} from "~/competitions";
import { unlistedPageMeta } from "~/platform/copy/pages";

import { PastedRowsForm } from "~/site";

import { listCompetitions, listNonSchoolDays, newCompetitionsIntents } from "~/competitions/index.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";

import { appContext } from "~/platform/server/context.server";

const TITLE = copy.title;

/** The competitions (each opens its editor), and the forms that create one or a sport's league. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  // Links of the one-page editor (`?competicion=…`) still lead to the competition.
  const requested = new URL(request.url).searchParams.get("competicion");
  if (requested && /^[a-z0-9-]{1,120}$/.test(requested)) throw redirect(competitionEditorPath(requested), 301);
  const { db } = router.get(appContext);
  // The school's closed days: the new competition's preview lays out its fixtures as the save will.
  const [competitions, closedDays] = await Promise.all([listCompetitions(db), listNonSchoolDays(db)]);
  // The draw's seed: the preview and the save draw the same groups (a new one on every visit).
  return { competitions, nonSchoolDays: closedDays.map((d) => d.day), seed: Math.floor(Math.random() * 2 ** 31) };
}

export async function action(args: Route.ActionArgs) {
  const closedDays = (await listNonSchoolDays(args.context.get(appContext).db)).map((d) => d.day);
  return handleAdminAction(args, newCompetitionsIntents(closedDays));
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminCompetitions({ loaderData }: Route.ComponentProps) {
  const { competitions, nonSchoolDays, seed } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      {competitions.length === 0 ? (
        <p className="text-slate-700">{copy.none}</p>
      ) : (
        <AdminTabs
          label={copy.tabs}
          items={competitions.map((c) => ({ to: competitionEditorPath(c.slug), label: c.name, current: false }))}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <NewCompetitionSection nonSchoolDays={nonSchoolDays} seed={seed} />
        <div className="space-y-6">
          <PastedRowsForm paste={{ kind: "league-teams" }} />
          <NewLeagueSection />
        </div>
      </div>
    </div>
  );
}
