import { Construction, FolderOpen } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/section-in-preparation";
import { CourseZoneHeader, COURSE_ZONE_COPY } from "~/courses";
import { appContext } from "~/platform/server/context.server";

import { pageKeys } from "~/pages";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { readCourseFromUrl } from "~/courses/index.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { readPage } from "~/pages/index.server";
import { withShareTags } from "~/platform/lib/share-meta";
import type { AppContext } from "~/platform/server/context.server";
import { nationalHolidaysBetween } from "~/platform/domain/national-holidays";
import { schoolYearDays } from "~/archive";
import { getCurrentSchoolYear } from "~/archive/index.server";
import { periodsOf, spanishMatchDay } from "~/competitions";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { isWeekday } from "~/platform/domain/calendar-days";

import { listNonSchoolDays } from "~/competitions/index.server";

// One module serves /cursos/calendario ('Próximamente...') and /cursos/recursos (being prepared),
// the two course-zone sections the spec leaves as placeholders (see app/routes.ts). Their text is
// the teacher's (the «Zona de curso» page of /admin/paginas).
const SECTIONS = {
  calendario: { ...COURSE_ZONE_COPY.calendar, icon: Construction },
  recursos: { ...COURSE_ZONE_COPY.resources, icon: FolderOpen },
};

// (The loader has checked the section: the cast below only restores the type lost in serialisation.)
type Section = keyof typeof SECTIONS;
const isSection = (slug: string | undefined): slug is Section => slug === "calendario" || slug === "recursos";

function sectionFromUrl(url: string): Section {
  const slug = new URL(url).pathname.replace(/\/+$/, "").split("/").pop();
  if (!isSection(slug)) throw data(null, { status: 404 });
  return slug;
}

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(request.url);
  const app = context.get(appContext);
  const [{ document }, daysOff] = await Promise.all([
    readPage(app, request, pageKeys.courseZone),
    section === "calendario" ? daysWithoutClasses(app) : null,
  ]);
  const text = section === "calendario" ? document.calendar : { soon: "", ...document.resources };
  return { section, text, daysOff, course: await readCourseFromUrl(app, request) };
}

/**
 * The school year's days without classes still to come, as the panel's calendar keeps them: Spain's
 * national holidays that fall on a school day and the school's own days and periods, in date
 * order, in words. A family reads what is ahead: a past day, or a holiday on a Saturday, is not news.
 */
async function daysWithoutClasses({ db }: AppContext) {
  const [year, schoolDays] = await Promise.all([getCurrentSchoolYear(db), listNonSchoolDays(db)]);
  const today = madridDayOf(new Date());
  const { first, last } = schoolYearDays(year);
  const copy = COURSE_ZONE_COPY.calendar;
  const periods = periodsOf(schoolDays)
    .filter((p) => p.to >= first && p.from <= last)
    .map((p) => ({ from: p.from, to: p.to, name: p.note ?? copy.noClasses }));
  // A holiday inside one of the school's periods (Christmas Day in the Christmas break) is said by the period.
  const inPeriod = (day: string) => periods.some((p) => p.from <= day && day <= p.to);
  const days = [
    ...nationalHolidaysBetween(first, last)
      .filter((h) => isWeekday(h.day) && !inPeriod(h.day))
      .map((h) => ({ from: h.day, to: h.day, name: h.name })),
    ...periods,
  ]
    .filter((d) => d.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
  return {
    heading: copy.daysOff(year),
    days: days.map(({ from, to, name }) => ({
      key: `${from}:${name}`,
      name,
      when:
        from === to
          ? spanishMatchDay(from)
          : copy.period(spanishMatchDay(from).toLowerCase(), spanishMatchDay(to).toLowerCase()),
    })),
  };
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  return withShareTags(
    { matches, location },
    unlistedPageMeta(page ? SECTIONS[page.section as Section].title : "Curso", "Zona de curso de Educación Física."),
  );
}

export default function SectionInPreparation({ loaderData }: Route.ComponentProps) {
  const section = SECTIONS[loaderData.section as Section];
  const { soon, text } = loaderData.text;
  return (
    <div>
      <CourseZoneHeader title={section.title} course={loaderData.course} />
      {/* The placeholder («Próximamente...» and the zone page's words) until the calendar has days to show. */}
      {loaderData.daysOff?.days.length ? null : (
        <div className="mx-auto max-w-5xl px-4 py-12 text-center">
          <section.icon aria-hidden="true" className={`mx-auto size-12 ${soon ? "text-amber-700" : "text-teal-800"}`} />
          {soon ? <p className="mt-4 text-2xl font-bold text-slate-900">{soon}</p> : null}
          <p className={soon ? "mt-2 text-slate-700" : "mt-4 text-lg text-slate-700"}>{text}</p>
        </div>
      )}
      {loaderData.daysOff?.days.length ? (
        <section aria-labelledby="dias-sin-clase" className="mx-auto max-w-3xl px-4 py-12">
          <h2 id="dias-sin-clase" className="text-2xl font-bold text-slate-900">
            {loaderData.daysOff.heading}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white px-4 ring-1 ring-slate-200">
            {loaderData.daysOff.days.map((day) => (
              <li key={day.key} className="flex flex-wrap justify-between gap-x-4 py-3">
                <span className="font-semibold text-slate-900">{day.name}</span>
                <span className="text-slate-700">{day.when}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
