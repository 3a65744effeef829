import type { ProjectSection } from "~/content/projects";
import { revealDelay } from "~/lib/reveal";

/** One block of a project's text: paragraphs, a list, or columns of lists. */
export function ProjectSectionCard({ section, index }: { section: ProjectSection; index: number }) {
  return (
    <section className={`reveal rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${section.columns ? "md:col-span-2" : ""}`} style={revealDelay(index)}>
      <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 text-slate-700">
          {p}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-teal-700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.columns ? (
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {section.columns.map((column) => (
            <div key={column.title} className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{column.title}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
