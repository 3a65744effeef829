import { rowForm } from "~/platform/domain/zod";
import { moderatedCommentSchema } from "~/blog";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/moderacion";
import { AdminActionButton } from "~/platform/components/admin-buttons";
import { AdminTabs } from "~/platform/components/admin-panels";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { type CommentSource, MODERATION_KINDS, type ModerationKind } from "~/inbox";
import {
  approveComment,
  countPendingComments,
  deleteComment,
  deleteLike,
  listForModeration,
  type ModerationItem,
  rejectComment,
  setCommentHidden,
} from "~/blog/index.server";
import { cn } from "~/platform/lib/cn";

const TITLE = "Moderación";
const kindOf = (value: string | null): ModerationKind | null =>
  value && Object.hasOwn(MODERATION_KINDS, value) ? (value as ModerationKind) : null;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const pending = await countPendingComments(context.db);
  // What waits for the teacher comes first; with nothing waiting, the blog's comments.
  const kind = kindOf(new URL(request.url).searchParams.get("tipo")) ?? (pending > 0 ? "pendientes" : "blog");
  return { kind, pending, items: await listForModeration(context.db, kind) };
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

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
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
  });
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
        label="Qué moderar"
        items={(Object.keys(MODERATION_KINDS) as ModerationKind[]).map((k) => ({
          to: `?tipo=${k}`,
          label: tabLabel(k),
          current: k === kind,
        }))}
      />
      <h2 className="text-xl font-bold text-slate-900">
        {kind === "pendientes" ? "Comentarios pendientes de aprobar" : MODERATION_KINDS[kind]}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {kind === "pendientes" ? "No hay comentarios esperando aprobación." : "No hay nada que moderar aquí."}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li
              key={`${item.source}-${item.id}`}
              className={cn(
                "rounded-xl border bg-white p-4 shadow-sm",
                item.state === "hidden" && "border-dashed border-slate-400 bg-slate-50",
                item.state === "pending" && "border-amber-400",
                item.state === "shown" && "border-slate-200",
              )}
            >
              <article aria-label={`${item.author}: ${item.where}`}>
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{item.author}</span> · {item.where} ·{" "}
                  <time dateTime={item.createdAt}>{formatMadridDateTime(item.createdAt)}</time>
                  {item.state === "hidden" ? (
                    <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Oculto
                    </span>
                  ) : null}
                  {item.state === "pending" ? (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      Pendiente de aprobar
                    </span>
                  ) : null}
                </p>
                {item.content ? (
                  <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{item.content}</p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <ModerationButtons item={item} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the teacher can do with one item: approve or reject what waits; hide, show or delete what was decided; remove a like. */
function ModerationButtons({ item }: { item: ModerationItem }) {
  if (item.source === "likes") {
    return (
      <AdminActionButton intent="deleteLike" id={item.id}>
        Quitar «me gusta»
      </AdminActionButton>
    );
  }
  if (item.state === "pending") {
    return (
      <>
        <AdminActionButton intent={`approve-${item.source}`} id={item.id} variant="primary">
          Aprobar
        </AdminActionButton>
        <AdminActionButton
          intent={`reject-${item.source}`}
          id={item.id}
          confirm="¿Rechazar este comentario? No aparecerá en la web y se borrará."
        >
          Rechazar
        </AdminActionButton>
      </>
    );
  }
  return (
    <>
      <AdminActionButton
        intent={item.state === "hidden" ? "show" : "hide"}
        id={item.id}
        fields={{ kind: item.source }}
        variant="secondary"
      >
        {item.state === "hidden" ? "Mostrar" : "Ocultar"}
      </AdminActionButton>
      <AdminActionButton
        intent="delete"
        id={item.id}
        confirm="¿Borrar este comentario? No se puede deshacer."
        fields={{ kind: item.source }}
      >
        Borrar
      </AdminActionButton>
    </>
  );
}
