import type { MenuLayout } from "./menu-layout";
import { slugFromName } from "./slugs";
/** The site's settings every public page shows (the teacher's, in /admin/ajustes). */
export type PublicSettings = {
  teacherName: string;
  schoolName: string;
  facebookUrl: string;
  instagramUrl: string;
  xUrl: string;
  videoChannelUrl: string;
  /** How the header names the teacher: «con el profe Javier», «con la profe Marta». */
  teacherTitle: TeacherTitle;
  /** «Horarios 2025/2026». */
  timetableYear: string;
  /** Above the Mantecup's title: «IV edición · 2025». */
  mantecupEdition: string;
  /** The bilingual project's menu label: «Proyecto Bilingüe 24/25». */
  bilingualLabel: string;
  /** The league's name (issue 46): «Fernando III League»; its pages' address follows it. */
  leagueName: string;
};

export const TEACHER_TITLES = ["el profe", "la profe"] as const;
export type TeacherTitle = (typeof TEACHER_TITLES)[number];

type MenuLink = { label: string; to: string };

/**
 * The addresses that follow a name the teacher gives (issue 46), worked out on the server so that
 * the pages' code carries no address rules.
 */
export type SiteAddresses = { bilingualProject: string; league: string };

/** What every page's header and footer show: the settings, and the menu's entries for the school's projects and courses (issue 46). */
export type SiteChrome = PublicSettings & {
  courseLinks: MenuLink[];
  projectLinks: MenuLink[];
  menu: MenuLayout;
  addresses: SiteAddresses;
};

/** What the root route's loader hands every page (its hooks read it without a second query). */
export type RootData = {
  settings: SiteChrome;
  /** The site's configured public address (`https://…`, issue 45): links shared from the page are absolute on it. */
  origin: string;
};

/** The menu's bilingual-project entry before its address is known (/admin/menu hides it by this key). */
export const BILINGUAL_PROJECT_ENTRY = "/bilinguismo/:proyecto";

/**
 * The bilingual project's address follows its name (issue 46): «Proyecto Bilingüe 24/25» →
 * `/bilinguismo/proyecto-bilingue-24-25`, «… 26/27» → `…-26-27`; the old one then redirects. A
 * name that gives no address, or the resources page's, is kept apart with «proyecto».
 */
export function bilingualProjectPath(label: string): string {
  const slug = slugFromName(label);
  return `/bilinguismo/${!slug ? "proyecto" : slug === "recursos" ? `proyecto-${slug}` : slug}`;
}

/** The addresses of the settings' pages (for the header and footer, the sitemap, the editors). */
export const siteAddresses = (settings: Pick<PublicSettings, "bilingualLabel" | "leagueName">): SiteAddresses => ({
  bilingualProject: bilingualProjectPath(settings.bilingualLabel),
  league: leaguePath(settings.leagueName),
});

/** The menu's league entry before its address is known (/admin/menu hides it by this key). */
export const LEAGUE_ENTRY = "/campeonatos/:liga";

/** The championships' pages whose addresses are fixed: the league cannot take theirs. */
const FIXED_CHAMPIONSHIP_PAGES = ["mantecup", "salon-de-la-fama"];

/**
 * The league's address follows its name (issue 46): «Fernando III League» →
 * `/campeonatos/fernando-iii-league`, «Liga Bahía» → `/campeonatos/liga-bahia`; its competitions'
 * pages are below it. The old address, and every page below it, then redirect.
 */
export function leaguePath(name: string): string {
  const slug = slugFromName(name);
  return `/campeonatos/${!slug ? "liga" : FIXED_CHAMPIONSHIP_PAGES.includes(slug) ? `liga-${slug}` : slug}`;
}
