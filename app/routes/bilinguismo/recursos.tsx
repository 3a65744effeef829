import { data } from "react-router";
import { ExternalLinkCard } from "~/platform/components/external-link-card";
import { isBilingualResourcesWritten, BILINGUAL_RESOURCES_LABELS as labels, pageKeys } from "~/pages";
import type { Route } from "./+types/recursos";
import { appContext } from "~/platform/server/context.server";

import { documentTitle } from "~/platform/copy/pages";
import { readPage } from "~/pages/index.server";
import { revealDelay } from "~/platform/lib/reveal";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { document } = await readPage(context.get(appContext), request, pageKeys.bilingualResources);
  // Nothing linked yet (a new school's): not a page, and not in the menu either.
  if (!isBilingualResourcesWritten(document)) throw data(null, { status: 404 });
  return { content: document };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(data?.content.title ?? "Recursos y Materiales") },
    { name: "description", content: data?.content.lead ?? "" },
  ]);
}

const levelColour: Record<string, string> = {
  Básico: "bg-green-100 text-green-950",
  Intermedio: "bg-amber-100 text-amber-950",
  Variable: "bg-sky-100 text-sky-950",
};

export default function BilingualResources({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.content;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{copy.lead}</p>

      <section aria-labelledby="actividades" className="mt-10">
        <h2 id="actividades" className="text-2xl font-bold text-slate-900">
          {copy.activitiesHeading}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {copy.activities.map((activity, i) => (
            <li key={i} className="reveal" style={revealDelay(i)}>
              <ExternalLinkCard href={activity.href} title={activity.title} titleLang="en" cta={labels.openLabel}>
                {activity.text}
              </ExternalLinkCard>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recursos" className="mt-12">
        <h2 id="recursos" className="text-2xl font-bold text-slate-900">
          {copy.resourcesHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.resources.map((resource, i) => (
            <li key={i} className="reveal" style={revealDelay(i)}>
              <ExternalLinkCard href={resource.href} title={resource.title} titleLang="en" cta={labels.openLabel}>
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelColour[resource.level] ?? "bg-slate-100 text-slate-900"}`}
                >
                  {labels.levelLabel}: {resource.level}
                </span>
              </ExternalLinkCard>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
