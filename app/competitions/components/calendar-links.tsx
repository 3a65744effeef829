import { CalendarPlus } from "lucide-react";
import { useId } from "react";
import type { CalendarLinksWords } from "~/competitions/copy/calendar-links";
import { calendarPlatform } from "~/competitions/domain/calendar-platform";
import { useHydrated } from "~/platform/hooks/use-hydrated";

const primary =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-800";
const secondary = "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900";

/**
 * The fixtures in the visitor's calendar: «Suscribirse» (`webcal://`, which a phone's calendar keeps
 * up to date), Google Calendar (which subscribes from the same address), or the file itself. The
 * choice that works on the visitor's phone comes first, with one line on what it does (the page is
 * the same for everyone: the order is the browser's, once the page is running).
 */
export function CalendarLinks({
  feed,
  host,
  origin,
  words: copy,
  subscribe,
}: {
  feed: string;
  host: string;
  /** The site's configured origin: the address a computer's calendar copies. */
  origin: string;
  /** Its words, from the page's data. */
  words: CalendarLinksWords;
  subscribe: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const platform = hydrated ? calendarPlatform(navigator.userAgent, navigator.maxTouchPoints > 1) : ("other" as const);
  const webcal = `webcal://${host}${feed}`;
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  const subscribeLink = (className: string) => (
    <a href={webcal} className={className}>
      {className === primary ? <CalendarPlus aria-hidden="true" className="size-4" /> : null}
      {subscribe}
    </a>
  );
  const googleLink = (className: string) => (
    <a href={google} target="_blank" rel="noopener noreferrer" className={className}>
      {className === primary ? <CalendarPlus aria-hidden="true" className="size-4" /> : null}
      {copy.google}
    </a>
  );
  const android = platform === "android";
  return (
    <div className="flex flex-col items-start gap-2 print:hidden sm:items-end">
      {android ? googleLink(primary) : subscribeLink(primary)}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {android ? subscribeLink(secondary) : googleLink(secondary)}
        <a href={feed} className={secondary}>
          {copy.download}
        </a>
      </p>
      <p className="max-w-sm text-sm text-slate-700 sm:text-right">
        {android ? copy.androidHint : platform === "apple" ? copy.appleHint : copy.hint}
      </p>
      {platform === "other" ? (
        <div className="hidden w-full max-w-sm text-sm sm:block">
          <label htmlFor={id} className="block text-slate-700 sm:text-right">
            {copy.copyAddress}
          </label>
          <input
            id={id}
            readOnly
            value={`${origin}${feed}`}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );
}
