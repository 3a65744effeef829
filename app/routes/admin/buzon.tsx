import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/buzon";
import { AdminTabs, PanelPager } from "~/platform/components/admin-panels";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { INBOX_LIST_KEYS, INBOX_LISTS, INBOX_PAGE_COPY, InboxFilterForm, InboxItems, readInboxFilters } from "~/inbox";

import { countInbox, inboxIntents, listInbox } from "~/inbox/index.server";
import { pageWindow, requestedPage } from "~/platform/domain/paging";
import { listSignupProjectTitles } from "~/pages/index.server";

const TITLE = INBOX_PAGE_COPY.title;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const signupProjects = await listSignupProjectTitles(context.db);
  const filters = readInboxFilters(url.searchParams, signupProjects);
  // A page at a time: the page asked for, or the last one if the list has become shorter.
  const page = pageWindow(await countInbox(context.db, filters), requestedPage(url.searchParams));
  const rows = await listInbox(context.db, filters, { limit: page.size, offset: page.offset });
  return {
    filters,
    rows,
    page,
    columns: INBOX_LISTS[filters.list].columns,
    query: url.search,
    signupProjects,
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, inboxIntents());
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, columns, query } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <a
          href={`/admin/buzon/exportar.csv${query || `?lista=${filters.list}`}`}
          download
          className="rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-800"
        >
          {INBOX_PAGE_COPY.downloadCsv}
        </a>
      </div>
      <AdminTabs
        label={INBOX_PAGE_COPY.lists}
        items={INBOX_LIST_KEYS.map((list) => ({
          to: `?lista=${list}`,
          label: INBOX_LISTS[list].label,
          current: filters.list === list,
        }))}
      />
      <InboxFilterForm filters={filters} signupProjects={loaderData.signupProjects} />
      <InboxItems filters={filters} rows={rows} columns={columns} total={page.total} />
      <PanelPager label={INBOX_PAGE_COPY.pages} window={page} />
    </div>
  );
}
