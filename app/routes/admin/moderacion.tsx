import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/moderacion";
import { AdminTabs } from "~/platform/components/admin-panels";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { INBOX_PAGE_COPY, MODERATION_KINDS, type ModerationKind } from "~/inbox";
import { ModerationItems } from "~/blog";
import { loadModeration, moderationIntents } from "~/blog/index.server";

const TITLE = INBOX_PAGE_COPY.moderationTitle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadModeration(context.get(appContext).db, new URL(request.url).searchParams.get("tipo"));
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, moderationIntents());
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function Moderation({ loaderData }: Route.ComponentProps) {
  const { kind, pending, items } = loaderData;
  const tabLabel = (k: ModerationKind) =>
    k === "pendientes" ? `${MODERATION_KINDS.pendientes} (${pending})` : MODERATION_KINDS[k];
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminTabs
        label={INBOX_PAGE_COPY.moderationTabs}
        items={(Object.keys(MODERATION_KINDS) as ModerationKind[]).map((k) => ({
          to: `?tipo=${k}`,
          label: tabLabel(k),
          current: k === kind,
        }))}
      />
      <h2 className="text-xl font-bold text-slate-900">
        {kind === "pendientes" ? "Comentarios pendientes de aprobar" : MODERATION_KINDS[kind]}
      </h2>
      <ModerationItems kind={kind} items={items} />
    </div>
  );
}
