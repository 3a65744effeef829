import { NEWS_COPY } from "~/news/copy/news";
import { type TagColour, tagColour } from "~/news/domain/news";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { cn } from "~/platform/lib/cn";

/** Tag colours with dark text on light backgrounds (contrast above 4.5:1). */
const TAG_CLASSES: Record<TagColour, string> = {
  actividad: "bg-sky-100 text-sky-950",
  competicion: "bg-red-100 text-red-950",
  charla: "bg-violet-100 text-violet-950",
  salud: "bg-emerald-100 text-emerald-950",
  "medio-ambiente": "bg-lime-100 text-lime-950",
  naturaleza: "bg-green-200 text-green-950",
  eso: "bg-blue-100 text-blue-950",
  "2-eso": "bg-purple-100 text-purple-950",
  bachillerato: "bg-teal-100 text-teal-950",
  profesores: "bg-stone-200 text-stone-950",
  liga: "bg-orange-100 text-orange-950",
  torneo: "bg-amber-100 text-amber-950",
  femenino: "bg-pink-100 text-pink-950",
  inscripcion: "bg-cyan-100 text-cyan-950",
  todos: "bg-indigo-100 text-indigo-950",
  video: "bg-rose-100 text-rose-950",
  gris: "bg-slate-200 text-slate-900",
};

export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  const hubs = useSiteSettings();
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Etiquetas">
      {tags.map((tag) => (
        <li
          key={tag}
          data-tag-colour={tagColour(tag, hubs)}
          className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", TAG_CLASSES[tagColour(tag, hubs)])}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The 'FIJADO' mark of a pinned item, over its picture (grid cards and carousel slides). */
export function PinnedBadge() {
  return (
    <span className="absolute left-3 top-3 rounded-md bg-red-700 px-2 py-1 text-xs font-bold tracking-wide text-white">
      {NEWS_COPY.pinned}
    </span>
  );
}
