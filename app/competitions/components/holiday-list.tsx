import { spanishMatchDay } from "~/competitions/domain/fixtures";
import { cn } from "~/platform/lib/cn";

/** Holidays by name and day, as the panel's calendar lists them (Spain's, the region's); `aside` adds a word after a day. */
export function HolidayList<H extends { day: string; name: string }>({
  holidays,
  aside,
  className,
}: {
  holidays: readonly H[];
  aside?: (holiday: H) => string;
  className?: string;
}) {
  return (
    <ul className={cn("divide-y divide-slate-200", className)}>
      {holidays.map((holiday) => (
        <li key={holiday.day} className="flex flex-wrap justify-between gap-x-4 py-2 text-sm">
          <span className="font-semibold text-slate-900">{holiday.name}</span>
          <span className="text-slate-700">
            {spanishMatchDay(holiday.day)}
            {aside?.(holiday)}
          </span>
        </li>
      ))}
    </ul>
  );
}
