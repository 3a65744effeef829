import {
  BILINGUAL_PROJECT_ENTRY,
  LEAGUE_ENTRY,
  type SiteChrome,
  TOURNAMENT_ENTRY,
  tournamentTitle,
} from "~/platform/domain/site-settings";
import type { MenuSection } from "~/platform/domain/menu-layout";
/** The site's navigation (shared navigation bar): one source for header and footer. */
export type NavLinkItem = { label: string; to: string; description?: string };
export type NavGroup = { label: string; items: NavLinkItem[] };
type NavEntry = { key: MenuSection } & (({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroup));

const NAVIGATION: NavEntry[] = [
  { key: "inicio", kind: "link", label: "Inicio", to: "/" },
  { key: "horarios", kind: "link", label: "Horarios", to: "/horarios" },
  // The school's projects and courses: `navigationFor` fills them in.
  { key: "proyectos", kind: "group", label: "Nuestros Proyectos", items: [] },
  { key: "cursos", kind: "group", label: "Cursos", items: [] },
  {
    key: "campeonatos",
    kind: "group",
    label: "Campeonatos",
    items: [
      // The two hubs' names and addresses are the teacher's (settings): `navigationFor` writes them in.
      { label: "El torneo", to: TOURNAMENT_ENTRY },
      { label: "La liga", to: LEAGUE_ENTRY },
      { label: "Salón de la Fama", to: "/campeonatos/salon-de-la-fama" },
    ],
  },
  {
    key: "bilinguismo",
    kind: "group",
    label: "Bilingüismo",
    items: [
      { label: "Recursos y Materiales", to: "/bilinguismo/recursos" },
      // Its name and address are the year's (a setting): `navigationFor` writes them in.
      { label: "Proyecto bilingüe del curso", to: BILINGUAL_PROJECT_ENTRY },
    ],
  },
  { key: "blog", kind: "link", label: "Blog", to: "/blog" },
  { key: "novedades", kind: "link", label: "Novedades", to: "/novedades" },
];

const SCHOOL_GROUPS = { proyectos: "projectLinks", cursos: "courseLinks" } as const;

/**
 * The menu with the teacher's words and arrangement: the bilingual project's label and
 * the hubs' names are settings, their addresses worked out from them on the server; the projects
 * and courses are the school's; the sections' order, names and hidden entries are the teacher's
 * (/admin/menu). A group left with no entry is not shown.
 */
export function navigationFor(
  settings: Pick<
    SiteChrome,
    "bilingualLabel" | "leagueName" | "tournamentName" | "courseLinks" | "projectLinks" | "addresses"
  > &
    Partial<Pick<SiteChrome, "menu">>,
): NavEntry[] {
  const hidden = new Set(settings.menu?.hidden);
  const entries: NavEntry[] = [];
  // The teacher's order first; a section it does not name keeps its place after them.
  for (const key of new Set([...(settings.menu?.order ?? []), ...NAVIGATION.map((e) => e.key)])) {
    const entry = NAVIGATION.find((e) => e.key === key);
    if (!entry || hidden.has(key)) continue;
    const label = settings.menu?.labels[key] ?? entry.label;
    if (entry.kind === "link") {
      entries.push({ ...entry, label });
      continue;
    }
    const items = (key in SCHOOL_GROUPS ? settings[SCHOOL_GROUPS[key as keyof typeof SCHOOL_GROUPS]] : entry.items)
      .filter((item) => !hidden.has(item.to))
      .map((item) =>
        item.to === BILINGUAL_PROJECT_ENTRY
          ? { label: settings.bilingualLabel, to: settings.addresses.bilingualProject }
          : item.to === LEAGUE_ENTRY
            ? { label: settings.leagueName, to: settings.addresses.league }
            : item.to === TOURNAMENT_ENTRY
              ? { label: tournamentTitle(settings.tournamentName), to: settings.addresses.tournament }
              : item,
      );
    if (items.length > 0) entries.push({ ...entry, label, items });
  }
  return entries;
}

/**
 * The addresses the teacher took out of the menu (a whole section or one entry): their pages still
 * answer a link, but the site does not offer them (the sitemap and search leave them out).
 */
export function pathsHiddenFromMenu(settings: Parameters<typeof navigationFor>[0]): string[] {
  const linksOf = (entries: NavEntry[]) =>
    entries.flatMap((entry) => (entry.kind === "link" ? [entry.to] : entry.items.map((item) => item.to)));
  const shown = new Set(linksOf(navigationFor(settings)));
  const all = linksOf(navigationFor({ ...settings, menu: settings.menu && { ...settings.menu, hidden: [] } }));
  return all.filter((to) => !shown.has(to));
}

/** Whether `pathname` is one of `hidden` or a page below one (a hidden hub's competitions). */
export const isHiddenFromMenu = (pathname: string, hidden: readonly string[]) =>
  hidden.some((to) => isActivePath(pathname, to));

/** True when `pathname` is `to` or below it ("/" only matches itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * What /admin/menu arranges: every section with its own name and, for a group, the entries it can
 * hide (the projects and courses are arranged in their own pages).
 */
export function menuSections(): { key: MenuSection; label: string; entries: NavLinkItem[] }[] {
  return NAVIGATION.map((entry) => ({
    key: entry.key,
    label: entry.label,
    entries: entry.kind === "group" ? entry.items : [],
  }));
}
