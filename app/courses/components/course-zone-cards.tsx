import { Award, CalendarDays, FolderOpen, Inbox, Newspaper, TrendingUp, Trophy } from "lucide-react";
import { Link } from "react-router";
import { revealDelay } from "~/platform/lib/reveal";
import { COURSE_ZONE_COPY, zoneCards } from "../copy/courses";
import { type Course, type ZoneCard, zoneCardHref } from "../domain/courses";

const CARD_ICONS: Record<ZoneCard, typeof Newspaper> = {
  noticias: Newspaper,
  calendario: CalendarDays,
  recursos: FolderOpen,
  ranking: Trophy,
  buzon: Inbox,
  logros: Award,
};

/** A course page's interactive zone: a card for each of its sections, each to its page behind the gate. */
export function CourseZoneCards({ course, headingClass }: { course: Course; headingClass: string }) {
  return (
    <section aria-labelledby="zona-interactiva">
      <h2 id="zona-interactiva" className={headingClass}>
        {COURSE_ZONE_COPY.zoneHeading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {zoneCards(course).map((card, i) => {
          const Icon = card.card === "ranking" && course.zone === "progress" ? TrendingUp : CARD_ICONS[card.card];
          return (
            <li
              key={card.card}
              className="reveal flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              style={revealDelay(i)}
            >
              <Icon aria-hidden="true" className="size-8 text-teal-800" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-1 flex-1 text-slate-700">{card.description}</p>
              <Link
                to={zoneCardHref(course, card.card)}
                aria-label={`${COURSE_ZONE_COPY.access}: ${card.title}`}
                className="mt-4 inline-flex items-center justify-center rounded-lg bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
              >
                {COURSE_ZONE_COPY.access}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
