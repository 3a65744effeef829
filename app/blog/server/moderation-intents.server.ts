import { rowForm } from "~/platform/domain/zod";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { type CommentSource, MODERATION_KINDS, type ModerationKind } from "~/inbox";
import { moderatedCommentSchema } from "../domain/moderation-forms";
import {
  approveComment,
  countPendingComments,
  deleteComment,
  deleteLike,
  listForModeration,
  rejectComment,
  setCommentHidden,
} from "./moderation.server";

const kindOf = (value: string | null): ModerationKind | null =>
  value && Object.hasOwn(MODERATION_KINDS, value) ? (value as ModerationKind) : null;

/** The moderation list asked for (`tipo`): what waits for the teacher first; with nothing waiting, the blog's comments. */
export async function loadModeration(db: Database, asked: string | null) {
  const pending = await countPendingComments(db);
  const kind = kindOf(asked) ?? (pending > 0 ? "pendientes" : "blog");
  return { kind, pending, items: await listForModeration(db, kind) };
}

const gone = () => new AdminActionError("Ese comentario ya no existe.", 404);
const decided = () => new AdminActionError("Ese comentario ya no espera aprobación.", 409);

/** Approve or reject a waiting comment of one kind (one intent per kind: the «Pendientes» list mixes both, and each form needs its own key). */
const decide = (decision: "approve" | "reject", source: CommentSource) =>
  intent({
    schema: rowForm(),
    async run({ id }, { tx }) {
      const row = decision === "approve" ? await approveComment(tx, source, id) : await rejectComment(tx, source, id);
      if (!row) throw decided();
      return {
        action: `${decision === "approve" ? "Aprobar" : "Rechazar"} ${label(source)}`,
        target: `#${id} de ${row.author}`,
      };
    },
    success: decision === "approve" ? "Comentario aprobado: ya aparece en la web" : "Comentario rechazado",
  });

const label = (kind: CommentSource) => (kind === "blog" ? "comentario del blog" : "comentario de noticia de curso");

/** Moderation's buttons: approve or reject a waiting comment, hide, show or delete one, remove a like. */
export function moderationIntents() {
  return {
    "approve-blog": decide("approve", "blog"),
    "approve-cursos": decide("approve", "cursos"),
    "reject-blog": decide("reject", "blog"),
    "reject-cursos": decide("reject", "cursos"),
    hide: intent({
      schema: moderatedCommentSchema,
      async run({ id, kind }, { tx }) {
        const row = await setCommentHidden(tx, kind, id, true);
        if (!row) throw gone();
        return { action: `Ocultar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario oculto",
    }),
    show: intent({
      schema: moderatedCommentSchema,
      async run({ id, kind }, { tx }) {
        const row = await setCommentHidden(tx, kind, id, false);
        if (!row) throw gone();
        return { action: `Mostrar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario visible de nuevo",
    }),
    delete: intent({
      schema: moderatedCommentSchema,
      async run({ id, kind }, { tx }) {
        const row = await deleteComment(tx, kind, id);
        if (!row) throw gone();
        return { action: `Borrar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario borrado",
    }),
    deleteLike: intent({
      schema: rowForm(),
      async run({ id }, { tx }) {
        const row = await deleteLike(tx, id);
        if (!row) throw new AdminActionError("Ese «me gusta» ya no existe.", 404);
        return { action: "Quitar «me gusta» del blog", target: `#${id} de ${row.name}` };
      },
      success: "«Me gusta» quitado",
    }),
  };
}
