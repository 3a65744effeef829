import { ChevronDown, Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isActivePath, navigationFor, type NavGroup } from "~/platform/copy/navigation";
import type { SiteChrome } from "~/platform/domain/site-settings";
import { cn } from "~/platform/lib/cn";
import { activeClass } from "./nav-styles";
import { HeaderSearch } from "./header-search";

// One component class each (app/app.css): these links are on every page, many times.
const topLinkClass = "nav-top-link";

export function SiteHeader({ settings }: { settings: SiteChrome }) {
  const { schoolName, teacherName, teacherTitle } = settings;
  return (
    <header className="sticky top-0 z-50 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-bold text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-teal-800 text-white">
            EF
          </span>
          <span className="leading-tight">
            Educación Física
            <span className="block text-xs font-medium text-slate-600">
              {schoolName}
              {/* The teacher too where there is room; on a phone the home page's hero names them. */}
              <span className="hidden sm:inline">
                {" "}
                · con {teacherTitle} {teacherName}
              </span>
            </span>
          </span>
        </Link>
        <DesktopNavigation settings={settings} />
        <div className="flex items-center gap-2">
          <HeaderSearch />
          <MobileNavigation />
        </div>
      </div>
    </header>
  );
}

function DesktopNavigation({ settings }: { settings: SiteChrome }) {
  const navigation = navigationFor(settings);
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const openedBy = useRef<"hover" | "click" | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const open = (label: string, how: "hover" | "click") => {
    clearTimeout(closeTimer.current);
    openedBy.current = how;
    setOpenMenu(label);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    openedBy.current = null;
    setOpenMenu(null);
  };

  // A chosen link navigates: the open dropdown closes with it.
  useEffect(close, [pathname]);

  // Outside click closes the open dropdown.
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openMenu]);

  return (
    <nav
      ref={navRef}
      aria-label="Principal"
      className="hidden lg:block"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !openMenu) return;
        const label = openMenu;
        close();
        navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${CSS.escape(label)}"]`)?.focus();
      }}
      onBlur={(event) => {
        // Keyboard focus leaving the navigation closes the dropdown.
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul className="flex items-center gap-1">
        {navigation.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.to === "/"}
                className={({ isActive }) => cn(topLinkClass, isActive && activeClass)}
              >
                {entry.label}
              </NavLink>
            </li>
          ) : (
            <li
              key={entry.label}
              className="relative"
              onPointerEnter={(event) => event.pointerType === "mouse" && open(entry.label, "hover")}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse") return;
                clearTimeout(closeTimer.current);
                closeTimer.current = setTimeout(close, 150);
              }}
            >
              <DropdownGroup
                entry={entry}
                pathname={pathname}
                expanded={openMenu === entry.label}
                onToggle={() => {
                  if (openMenu === entry.label && openedBy.current === "click") close();
                  else open(entry.label, "click");
                }}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DropdownGroup({
  entry,
  pathname,
  expanded,
  onToggle,
}: {
  entry: NavGroup;
  pathname: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const active = entry.items.some((item) => isActivePath(pathname, item.to));
  return (
    <>
      <button
        type="button"
        data-menu={entry.label}
        aria-expanded={expanded}
        aria-controls={panelId}
        data-active-group={active || undefined}
        onClick={onToggle}
        className={cn(topLinkClass, active && activeClass)}
      >
        {entry.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
      </button>
      {/* The panel starts at the button's edge (pt-2) so the pointer can travel into it. */}
      <div
        id={panelId}
        hidden={!expanded}
        className={cn(
          "absolute top-full z-50 pt-2",
          entry.items.length > 6 ? "right-0 xl:left-0 xl:right-auto" : "left-0",
        )}
      >
        <ul
          className={cn(
            "rounded-xl border border-slate-200 bg-white p-2 shadow-xl",
            entry.items.length > 6 ? "grid w-[32rem] grid-cols-2 gap-1" : "w-64",
          )}
        >
          {entry.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => cn("nav-menu-link", isActive && activeClass)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

// The phone menu's dialog is loaded on first use (prefetched on touch, hover or focus), so pages
// do not pay for it on desktop.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onTouchStart={() => void loadMobileMenu()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
        aria-label="Abrir menú"
      >
        <Menu aria-hidden="true" className="size-5" />
        Menú
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
