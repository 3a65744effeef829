import { intent } from "~/platform/server/admin-action.server";
import { Refusal } from "~/platform/domain/refusals";
import { INBOX_LISTS, type InboxChange } from "../domain/inbox";
import { inboxItemSchema } from "../domain/inbox-forms";
import { changeInboxItem } from "./inbox.server";

const CHANGES: Record<InboxChange, { label: string; done: string }> = {
  read: { label: "Marcado como leído", done: "Marcado como leído" },
  unread: { label: "Marcado como no leído", done: "Marcado como no leído" },
  archive: { label: "Archivado", done: "Archivado" },
  unarchive: { label: "Sacado del archivo", done: "Sacado del archivo" },
  delete: { label: "Borrado", done: "Borrado" },
  approve: { label: "Aprobado para la web", done: "Aprobado: ya aparece en la web" },
  unapprove: { label: "Retirado de la web", done: "Retirado de la web" },
};

const change = (kind: InboxChange) =>
  intent({
    schema: inboxItemSchema,
    async run({ id, list }, { tx }) {
      if (!(await changeInboxItem(tx, list as keyof typeof INBOX_LISTS, id, kind))) throw new Refusal("missing");
      return {
        action: `Buzón: ${CHANGES[kind].label.toLowerCase()}`,
        target: `${INBOX_LISTS[list as keyof typeof INBOX_LISTS].label} #${id}`,
      };
    },
    success: CHANGES[kind].done,
  });

/** The inbox's buttons on an item: read or not, archived or not, deleted, approved for the site or withdrawn. */
export function inboxIntents() {
  return {
    read: change("read"),
    unread: change("unread"),
    archive: change("archive"),
    unarchive: change("unarchive"),
    delete: change("delete"),
    approve: change("approve"),
    unapprove: change("unapprove"),
  };
}
