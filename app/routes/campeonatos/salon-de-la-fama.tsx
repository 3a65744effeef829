import { Quote } from "lucide-react";
import { ResponsiveImage } from "~/images";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/salon-de-la-fama";
import { HallOfFameSuggestionForm, HALL_OF_FAME_COPY as copy, hallOfFameSuggestionSchema } from "~/competitions";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/platform/components/form-dialog";

import { HALL_OF_FAME_NOTICES } from "~/competitions";
import { documentTitle } from "~/platform/copy/pages";

import { listHonorees } from "~/competitions/index.server";
import { addHallOfFameSuggestion } from "~/inbox/index.server";
import { handlePublicForm } from "~/platform/server/public-form.server";
import { revealDelay } from "~/platform/lib/reveal";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  return { honorees: await listHonorees(context.db) };
}

export async function action(args: Route.ActionArgs) {
  return handlePublicForm(args, {
    kind: "hall-of-fame",
    notify: "hall-of-fame",
    schema: hallOfFameSuggestionSchema,
    write: (value, db) => addHallOfFameSuggestion(db, value),
    notices: HALL_OF_FAME_NOTICES,
    redirectTo: "/campeonatos/salon-de-la-fama",
  });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(copy.title) },
    { name: "description", content: copy.tagline },
  ]);
}

export default function HallOfFame({ loaderData }: Route.ComponentProps) {
  const dialog = useFormDialog("sugerir");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-5xl">{copy.title}</h1>
          <p className="mt-2 text-lg text-slate-700">{copy.tagline}</p>
        </div>
        <FormDialogTrigger dialog={dialog}>{copy.suggestCta}</FormDialogTrigger>
      </div>
      <FormDialog dialog={dialog} title={copy.suggestTitle} description={copy.suggestDescription}>
        <HallOfFameSuggestionForm onSuccess={dialog.close} />
      </FormDialog>

      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {loaderData.honorees.map((honoree, i) => (
          <li key={honoree.id} className="reveal" style={revealDelay(i)}>
            <article
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              data-testid="honoree"
            >
              <ResponsiveImage
                src={honoree.imageUrl}
                alt={`Retrato de ${honoree.name}`}
                uploaded={honoree.image}
                width={400}
                height={400}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-square w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{honoree.sport}</p>
                <h2 className="text-xl font-bold text-slate-900">{honoree.name}</h2>
                <p className="text-slate-800">{honoree.achievement}</p>
                <p className="text-sm text-slate-600">{honoree.status}</p>
                <blockquote className="mt-auto flex gap-2 border-t border-slate-200 pt-3 italic text-slate-700">
                  <Quote aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
                  <p>{honoree.quote}</p>
                </blockquote>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
