import type { RefObject } from "react";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "~/platform/components/dialog";
import { isActivePath, navigationFor } from "~/platform/copy/navigation";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { cn } from "~/platform/lib/cn";
import { activeClass } from "./nav-styles";
import { SiteSearchForm } from "~/search";

/** The phone menu: a side sheet with every entry of the navigation, sections opening in place; choosing a link closes it. */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const navigation = navigationFor(useSiteSettings());
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <DialogTitle size="lg">Menú</DialogTitle>
          <DialogClose />
        </div>
        <div className="border-b border-slate-200 px-4 py-3">
          <SiteSearchForm variant="compact" onSearch={close} />
        </div>
        <nav aria-label="Principal (móvil)" className="overflow-y-auto px-2 py-3">
          <ul className="space-y-1">
            {navigation.map((entry) =>
              entry.kind === "link" ? (
                <li key={entry.to}>
                  <MobileLink
                    to={entry.to}
                    label={entry.label}
                    active={isActivePath(pathname, entry.to)}
                    onChoose={close}
                  />
                </li>
              ) : (
                // A section opens in place (the 13 projects pushed «Campeonatos» off the
                // first screen): every section fits the screen, and the one of the page shown is open.
                <li key={entry.label}>
                  <details className="group" open={entry.items.some((item) => isActivePath(pathname, item.to))}>
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-base font-semibold text-slate-900 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
                      {entry.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 text-slate-600 transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <ul className="mb-1 ml-3 space-y-1 border-l border-slate-200 pl-2">
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <MobileLink
                            to={item.to}
                            label={item.label}
                            active={isActivePath(pathname, item.to)}
                            onChoose={close}
                          />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ),
            )}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

function MobileLink({
  to,
  label,
  active,
  onChoose,
}: {
  to: string;
  label: string;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onChoose}
      aria-current={active ? "page" : undefined}
      className={cn(
        "block rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700",
        active && activeClass,
      )}
    >
      {label}
    </Link>
  );
}
