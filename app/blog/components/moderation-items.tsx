import { AdminActionButton } from "~/platform/components/admin-buttons";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { cn } from "~/platform/lib/cn";
import type { ModerationKind } from "~/inbox";
import type { ModerationItem } from "../domain/blog";

/** The items of one moderation list, each with what the teacher can do with it. */
export function ModerationItems({ kind, items }: { kind: ModerationKind; items: ModerationItem[] }) {
  return items.length === 0 ? (
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
