import { Link } from "react-router";
import { SCHOOL_YEAR_COPY } from "~/archive/copy/archive";
import type { CloseReminder } from "~/archive/domain/school-calendar";
import { formatMadridDate } from "~/platform/domain/madrid-time";

/** A school day ('2026-08-31') as the panel says it: '31 de agosto de 2026'. */
const spokenDay = (day: string) => formatMadridDate(`${day}T12:00:00Z`);

/**
 * What the calendar says of the open school year: from July, that it is ending; after
 * August, that it ended and is still open. Nothing while the year runs. `withLink` for pages other
 * than «Curso escolar» (the dashboard).
 */
export function SchoolYearReminder({
  current,
  reminder,
  opens,
  withLink = false,
}: {
  current: string;
  reminder: CloseReminder | null;
  opens: string;
  withLink?: boolean;
}) {
  if (!reminder) return null;
  const ended = reminder.kind === "ended";
  return (
    <div
      role="status"
      className={`rounded-lg border-l-4 p-3 text-sm ${ended ? "border-red-700 bg-red-50 text-red-950" : "border-amber-600 bg-amber-50 text-amber-950"}`}
    >
      <p className="font-semibold">
        {ended
          ? SCHOOL_YEAR_COPY.ended(current, spokenDay(reminder.last), reminder.calendarYear)
          : SCHOOL_YEAR_COPY.ending(current, spokenDay(reminder.last), opens)}
      </p>
      {withLink ? (
        <Link to="/admin/curso-escolar#cerrar" className="mt-1 inline-block font-semibold underline underline-offset-4">
          {SCHOOL_YEAR_COPY.closeLink}
        </Link>
      ) : null}
    </div>
  );
}

/** «El curso 2025-2026 termina el 31 de agosto de 2026.» */
export function SchoolYearEnd({ current, lastDay }: { current: string; lastDay: string }) {
  return <p className="text-slate-700">{SCHOOL_YEAR_COPY.runsUntil(current, spokenDay(lastDay))}</p>;
}
