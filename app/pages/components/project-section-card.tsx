import { RichParagraphs } from "~/platform/components/rich-text";
import type { ProjectDocument } from "~/pages/copy/page-editors";
import { revealDelay } from "~/platform/lib/reveal";

/** One block of a project's text: paragraphs, a list, or columns of lists. */
export function ProjectSectionCard({
  section,
  index,
}: {
  section: ProjectDocument["sections"][number];
  index: number;
}) {
  return (
    <section
      className={`reveal rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${section.columns.length > 0 ? "md:col-span-2" : ""}`}
      style={revealDelay(index)}
    >
      <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
      <RichParagraphs paragraphs={section.paragraphs} className="mt-3 text-slate-700" />
      {section.items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-teal-700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.columns.length > 0 ? (
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
