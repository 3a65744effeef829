import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { SEARCH_BOX_COPY as copy } from "~/search/copy/search-box";
import { SEARCH_QUERY_MAX } from "~/search/domain/search";
import { cn } from "~/platform/lib/cn";

/**
 * The site's search box: a GET form to /buscar, so it works without JavaScript. `page`
 * is the search page's own, large; `compact` sits in the header and in the phone menu.
 */
export function SiteSearchForm({
  variant,
  defaultValue = "",
  autoFocus = false,
  className,
  onSearch,
}: {
  variant: "page" | "compact";
  defaultValue?: string;
  autoFocus?: boolean;
  className?: string;
  /** Called as the search is sent (the phone menu closes). */
  onSearch?: () => void;
}) {
  const inputId = useId();
  const page = variant === "page";
  return (
    <Form
      method="get"
      action="/buscar"
      role="search"
      aria-label={copy.headerLabel}
      onSubmit={onSearch}
      className={cn("flex items-end gap-2", className)}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className={page ? "mb-1 block font-semibold text-slate-900" : "sr-only"}>
          {page ? copy.label : copy.headerLabel}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          // A new search each time the page opens with another query (back and forward included).
          key={defaultValue}
          defaultValue={defaultValue}
          maxLength={SEARCH_QUERY_MAX}
          autoFocus={autoFocus}
          enterKeyHint="search"
          placeholder={page ? copy.placeholder : copy.button}
          className={cn(
            "w-full rounded-lg border border-slate-400 bg-white text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700",
            page ? "px-4 py-3 text-lg" : "px-3 py-1.5 text-sm",
          )}
        />
      </div>
      <button
        type="submit"
        className={cn(
          "inline-flex shrink-0 items-center gap-2 rounded-lg bg-teal-800 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800",
          page ? "px-5 py-3 text-lg" : "p-2",
        )}
      >
        <Search aria-hidden="true" className={page ? "size-5" : "size-4"} />
        <span className={page ? undefined : "sr-only"}>{copy.button}</span>
      </button>
    </Form>
  );
}
