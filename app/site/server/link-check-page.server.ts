import { noFields } from "~/platform/domain/zod";
import { intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import { LINK_CHECK_PAGE_COPY as copy } from "../copy/link-check-page";
import { getLastLinkCheck, runLinkCheck, startLinkCheck } from "./link-check.server";

/** The last check of the site's links as its page shows it: how far it got, and the broken ones. */
export async function loadLinkCheckPage(context: Pick<AppContext, "db">) {
  const last = await getLastLinkCheck(context.db);
  if (!last) return { last: null };
  return {
    last: {
      running: last.status === "running",
      total: last.total,
      checked: last.checked,
      checkedAt: last.checkedAt.toISOString(),
      checkedBy: last.checkedBy,
      broken: last.results.filter((r) => !r.ok),
      working: last.results.filter((r) => r.ok).length,
    },
  };
}

/** «Comprobar ahora»: every link of the site checked in the background. */
export function linkCheckIntents(context: Pick<AppContext, "db" | "linkCheck" | "dataChanged">) {
  return {
    check: intent({
      schema: noFields,
      async run(_, { tx, staff }) {
        const id = await startLinkCheck(tx, staff.email, context.linkCheck);
        return {
          action: copy.audit,
          // The links are checked in the background once the row is committed: no request waits
          // for hundreds of links; the page shows how far it got.
          afterCommit: async () => {
            void runLinkCheck(context.db, id, context.linkCheck)
              .then(() => context.dataChanged())
              .catch((error: unknown) =>
                console.error(JSON.stringify({ level: "error", msg: "link check failed", error: String(error) })),
              );
          },
        };
      },
      success: copy.started,
    }),
  };
}
