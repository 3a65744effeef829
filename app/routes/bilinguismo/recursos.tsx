import { ExternalLink } from "lucide-react";
import { BILINGUAL_RESOURCES_COPY as copy } from "~/content/bilingual";
import { documentTitle } from "~/content/pages";

export function meta() {
  return [{ title: documentTitle(copy.title) }, { name: "description", content: copy.lead }];
}

const levelColour: Record<string, string> = {
  Básico: "bg-green-100 text-green-950",
  Intermedio: "bg-amber-100 text-amber-950",
  Variable: "bg-sky-100 text-sky-950",
};

export default function BilingualResources() {
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
            <li key={activity.title} className="reveal" style={{ "--reveal-delay": `${0.05 + i * 0.05}s` } as React.CSSProperties}>
              <a
                href={activity.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span lang="en" className="text-lg font-semibold text-teal-900">
                  {activity.title}
                </span>
                <span className="mt-2 flex-1 text-slate-700">{activity.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
                  {copy.openLabel} <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{copy.newTab}</span>
                </span>
              </a>
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
            <li key={resource.title} className="reveal" style={{ "--reveal-delay": `${0.05 + i * 0.05}s` } as React.CSSProperties}>
              <a
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span lang="en" className="font-semibold text-slate-900">
                  {resource.title}
                </span>
                <span className={`mt-3 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelColour[resource.level] ?? "bg-slate-100 text-slate-900"}`}>
                  {copy.levelLabel}: {resource.level}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
                  {copy.openLabel} <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{copy.newTab}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
