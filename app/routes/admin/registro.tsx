import type { Route } from "./+types/registro";
import { appContext } from "~/platform/server/context.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { listAudit } from "~/platform/server/audit.server";
import { AUDIT_LOG_PAGE_COPY as copy } from "~/site";

const TITLE = copy.title;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const entries = await listAudit(context.db);
  return { entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <p className="text-slate-700">{copy.intro}</p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {copy.none}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label={copy.title}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.when}
                </th>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.who}
                </th>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.what}
                </th>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.about}
                </th>
                <th scope="col" className="px-3 py-2">
                  {copy.columns.details}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={e.createdAt}>{formatMadridDateTime(e.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">{e.actorEmail}</td>
                  <td className="px-3 py-2 font-semibold">{e.action}</td>
                  <td className="px-3 py-2">{e.target}</td>
                  <td className="px-3 py-2 text-slate-700">{e.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
