import { backupsHeldNote } from "~/backups/index.server";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import { initialsOf } from "~/platform/domain/pupil-names";
import { pupilErasureSchema } from "../domain/pupil-erasure-form";
import { PUPIL_ERASURE_COPY } from "../copy/pupil-erasure";
import { erasePupilName } from "./pupil-erasure.server";

/**
 * The right to erasure, as the panel's form: a pupil's name becomes its initials everywhere the
 * site keeps it. The log keeps the initials only: the name itself is what is being erased.
 */
export function pupilErasureIntent(context: Pick<AppContext, "backups">) {
  return intent({
    schema: pupilErasureSchema,
    async run({ name }, { tx }) {
      const changed = await erasePupilName(tx, name);
      const total = changed.reduce((sum, c) => sum + c.count, 0);
      if (total === 0) throw new AdminActionError(PUPIL_ERASURE_COPY.notFound(name), 404);
      return {
        action: PUPIL_ERASURE_COPY.audit,
        target: initialsOf(name),
        details: changed.map((c) => `${c.place}: ${c.count}`).join("; "),
      };
    },
    success: async ({ name }) =>
      [PUPIL_ERASURE_COPY.done(initialsOf(String(name))), await backupsHeldNote(context, "after")]
        .filter(Boolean)
        .join(" "),
  });
}
