import { rowId, z } from "~/domain/zod";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/moderacion";
import { AdminActionButton, AdminTabs } from "~/components/admin/admin-form";
import { unlistedPageMeta } from "~/content/pages";
import { formatMadridDateTime } from "~/domain/madrid-time";
import { AdminActionError, handleAdminAction, intent } from "~/server/admin-action.server";
import { MODERATION_KINDS, type ModerationKind } from "~/domain/inbox";
import { deleteComment, deleteLike, listForModeration, setCommentHidden } from "~/server/moderation.server";
import { cn } from "~/lib/cn";

const TITLE = "Moderación";
const kindOf = (value: string | null): ModerationKind => (value && value in MODERATION_KINDS ? (value as ModerationKind) : "blog");

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const kind = kindOf(new URL(request.url).searchParams.get("tipo"));
  return { kind, items: await listForModeration(context.db, kind) };
}

const commentSchema = z.object({ id: rowId(), kind: z.enum(["blog", "cursos"], { message: "Tipo no válido." }) });
const gone = () => new AdminActionError("Ese comentario ya no existe.", 404);
const label = (kind: "blog" | "cursos") => (kind === "blog" ? "comentario del blog" : "comentario de noticia de curso");

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    hide: intent({
      schema: commentSchema,
      async run({ id, kind }, { tx }) {
        const row = await setCommentHidden(tx, kind, id, true);
        if (!row) throw gone();
        return { action: `Ocultar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario oculto",
    }),
    show: intent({
      schema: commentSchema,
      async run({ id, kind }, { tx }) {
        const row = await setCommentHidden(tx, kind, id, false);
        if (!row) throw gone();
        return { action: `Mostrar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario visible de nuevo",
    }),
    delete: intent({
      schema: commentSchema,
      async run({ id, kind }, { tx }) {
        const row = await deleteComment(tx, kind, id);
        if (!row) throw gone();
        return { action: `Borrar ${label(kind)}`, target: `#${id} de ${row.author}` };
      },
      success: "Comentario borrado",
    }),
    deleteLike: intent({
      schema: z.object({ id: rowId() }),
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
  const { kind, items } = loaderData;
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminTabs label="Qué moderar" items={(Object.keys(MODERATION_KINDS) as ModerationKind[]).map((k) => ({ to: `?tipo=${k}`, label: MODERATION_KINDS[k], current: k === kind }))} />
      <h2 className="text-xl font-bold text-slate-900">{MODERATION_KINDS[kind]}</h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No hay nada que moderar aquí.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className={cn("rounded-xl border bg-white p-4 shadow-sm", item.hidden ? "border-dashed border-slate-400 bg-slate-50" : "border-slate-200")}>
              <article aria-label={`${item.author}: ${item.where}`}>
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{item.author}</span> · {item.where} ·{" "}
                  <time dateTime={item.createdAt}>{formatMadridDateTime(item.createdAt)}</time>
                  {item.hidden ? <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Oculto</span> : null}
                </p>
                {item.content ? <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{item.content}</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {kind === "likes" ? (
                    <AdminActionButton intent="deleteLike" id={item.id}>
                      Quitar «me gusta»
                    </AdminActionButton>
                  ) : (
                    <>
                      <AdminActionButton intent={item.hidden ? "show" : "hide"} id={item.id} fields={{ kind }} variant="secondary">
                        {item.hidden ? "Mostrar" : "Ocultar"}
                      </AdminActionButton>
                      <AdminActionButton intent="delete" id={item.id} confirm="¿Borrar este comentario? No se puede deshacer." fields={{ kind }}>
                        Borrar
                      </AdminActionButton>
                    </>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
