import { Maximize2 } from "lucide-react";
import { SECTION_HEADINGS as h } from "~/courses";
import { useImageLightbox } from "~/images";
import { RichParagraphs } from "~/platform/components/rich-text";
import type { CourseDocument } from "../copy/page-editors";
import { ContentImage } from "./content-image";

type Images = Parameters<typeof ContentImage>[0]["images"];

const sectionClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/**
 * What a course's page says, as the teacher wrote it: its sequence, evaluation, grading, activities and
 * bilingual note. A block with nothing written (a course the teacher has just added) is not shown.
 */
export function CoursePageSections({
  content,
  images,
  headingClass,
}: {
  content: CourseDocument;
  images: Images;
  headingClass: string;
}) {
  const { triggerProps, lightbox } = useImageLightbox();
  return (
    <>
      {content.trimesters.length > 0 ? (
        <section aria-labelledby="secuenciacion" className={sectionClass}>
          <h2 id="secuenciacion" className={headingClass}>
            {h.sequence}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            {content.trimesters.map((trimester, t) => (
              <div key={t}>
                <h3 className="text-lg font-semibold text-teal-900">{trimester.name}</h3>
                <ol className="mt-2 space-y-3">
                  {trimester.situations.map((s, i) => (
                    <li key={i} className="rounded-lg bg-slate-50 p-3">
                      <p className="font-semibold text-slate-900">
                        <span className="mr-2 rounded bg-teal-800 px-1.5 py-0.5 text-xs font-bold text-white">
                          {s.code}
                        </span>
                        {s.title}
                      </p>
                      <p className="mt-1 text-sm text-slate-700">{s.description}</p>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {content.procedures.length + content.instruments.length + content.criteria.length > 0 ? (
        <section aria-labelledby="evaluacion" className={sectionClass}>
          <h2 id="evaluacion" className={headingClass}>
            {h.evaluation}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <TitledList heading={h.procedures} items={content.procedures} />
            <TitledList heading={h.instruments} items={content.instruments} />
          </div>
          {content.criteria.length > 0 ? (
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{h.criteria}</h3>
          ) : null}
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {content.criteria.map(({ image, caption }, i) => (
              <li key={i}>
                <figure>
                  {/* A link to the image itself: without JavaScript it opens full size. */}
                  <a
                    {...triggerProps({
                      src: image.src,
                      alt: image.alt,
                      caption,
                      width: images[image.src]?.width ?? 800,
                      height: images[image.src]?.height ?? 500,
                    })}
                    className="group relative block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
                  >
                    <ContentImage
                      image={image}
                      images={images}
                      width={800}
                      height={500}
                      sizes="(min-width: 640px) 50vw, 100vw"
                      className="h-auto w-full"
                    />
                    <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-md bg-slate-900/85 px-2 py-1 text-xs font-semibold text-white">
                      <Maximize2 aria-hidden="true" className="size-3.5" />
                      {h.enlarge}
                    </span>
                  </a>
                  <figcaption className="mt-1 text-sm text-slate-700">{caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {lightbox}
        </section>
      ) : null}

      {content.grading.levels.length > 0 || content.grading.intro.trim() ? (
        <section aria-labelledby="calificacion" className={sectionClass}>
          <h2 id="calificacion" className={headingClass}>
            {h.grading}
          </h2>
          <p className="mt-2 text-slate-700">{content.grading.intro}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Nivel
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Nota
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Qué significa
                  </th>
                </tr>
              </thead>
              <tbody>
                {content.grading.levels.map((level, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      {level.level}
                    </th>
                    <td className="px-3 py-2 tabular-nums">{level.range}</td>
                    <td className="px-3 py-2 text-slate-700">{level.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {content.grading.bilingualNote ? (
            <p className="mt-4 rounded-lg bg-teal-50 p-3 text-teal-950">{content.grading.bilingualNote}</p>
          ) : null}
        </section>
      ) : null}

      {content.extracurricular.length + content.complementary.length > 0 ? (
        <section aria-labelledby="actividades" className={sectionClass}>
          <h2 id="actividades" className={headingClass}>
            {h.activities}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <TitledList heading={h.extracurricular} items={content.extracurricular} />
            <TitledList heading={h.complementary} items={content.complementary} />
          </div>
        </section>
      ) : null}

      {content.bilingual.length > 0 ? (
        <section aria-labelledby="bilinguismo" className={sectionClass}>
          <h2 id="bilinguismo" className={headingClass}>
            {h.bilingual}
          </h2>
          <RichParagraphs paragraphs={content.bilingual} className="mt-2 text-slate-700" />
        </section>
      ) : null}
    </>
  );
}

/** A heading over its list (the course's procedures, instruments, activities): nothing when the list is empty. */
function TitledList({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
