import { Search } from "lucide-react";
import { useRef } from "react";
import { useLocation } from "react-router";
import { SiteSearchForm } from "~/search";
import { SEARCH_BOX_COPY as SEARCH_COPY } from "~/search";

/**
 * The header's search: a magnifier that opens the search box under the header. A
 * `<details>`, so it opens without JavaScript too; with it, the box takes the focus as it opens,
 * Escape closes it, and a search or another page closes it.
 */
export function HeaderSearch() {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details
      ref={details}
      key={`${pathname}${search}`}
      className="group"
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        close();
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        aria-label={SEARCH_COPY.open}
        className="inline-flex cursor-pointer list-none items-center rounded-md border border-slate-300 p-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 group-open:bg-teal-50 [&::-webkit-details-marker]:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg">
        <SiteSearchForm variant="compact" onSearch={close} className="mx-auto max-w-xl px-4 py-3" />
      </div>
    </details>
  );
}
