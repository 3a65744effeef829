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
  /** Above the tournament's title: «IV edición · 2025». */
  tournamentEdition: string;
  /** The bilingual project's menu label: «Proyecto Bilingüe 24/25». */
  bilingualLabel: string;
  /** The league's name: «Fernando III League»; its pages' address follows it. */
  leagueName: string;
  /** The tournament's name; its pages' address follows it. */
  tournamentName: string;
};

export const TEACHER_TITLES = ["el profe", "la profe"] as const;

/** A new school's name until the teacher writes its own in «Ajustes». */
export const UNNAMED_SCHOOL = "Nuestro instituto";
export type TeacherTitle = (typeof TEACHER_TITLES)[number];

type MenuLink = { label: string; to: string };

/**
 * The addresses that follow a name the teacher gives, worked out on the server so that
 * the pages' code carries no address rules.
 */
export type SiteAddresses = { bilingualProject: string; league: string; tournament: string };

/** Where the championships' hubs are: what a competition's address is worked out from. */
export type HubAddresses = Pick<SiteAddresses, "league" | "tournament">;

/** What every page's header and footer show: the settings, and the menu's entries for the school's projects and courses. */
export type SiteChrome = PublicSettings & {
  courseLinks: MenuLink[];
  projectLinks: MenuLink[];
  menu: MenuLayout;
  addresses: SiteAddresses;
};

/** What the root route's loader hands every page (its hooks read it without a second query). */
export type RootData = {
  settings: SiteChrome;
  /** The site's configured public address (`https://…`): links shared from the page are absolute on it. */
  origin: string;
};

/** The menu's bilingual-project entry before its address is known (/admin/menu hides it by this key). */
export const BILINGUAL_PROJECT_ENTRY = "/bilinguismo/:proyecto";

/**
 * The bilingual project's address follows its name: «Proyecto Bilingüe 24/25» →
 * `/bilinguismo/proyecto-bilingue-24-25`, «… 26/27» → `…-26-27`; the old one then redirects. A
 * name that gives no address, or the resources page's, is kept apart with «proyecto».
 */
export function bilingualProjectPath(label: string): string {
  const slug = slugFromName(label);
  return `/bilinguismo/${!slug ? "proyecto" : slug === "recursos" ? `proyecto-${slug}` : slug}`;
}

/** The addresses of the settings' pages (for the header and footer, the sitemap, the editors). */
export const siteAddresses = (
  settings: Pick<PublicSettings, "bilingualLabel" | "leagueName" | "tournamentName">,
): SiteAddresses => ({
  bilingualProject: bilingualProjectPath(settings.bilingualLabel),
  league: leaguePath(settings.leagueName, settings.tournamentName),
  tournament: tournamentPath(settings.tournamentName),
});

/** The menu's league entry before its address is known (/admin/menu hides it by this key). */
export const LEAGUE_ENTRY = "/campeonatos/:liga";
/** The menu's tournament entry before its address is known (/admin/menu hides it by this key). */
export const TOURNAMENT_ENTRY = "/campeonatos/:torneo";

/** The championships' page whose address is fixed: no hub takes it. */
const HALL_OF_FAME = "salon-de-la-fama";

function hubPath(name: string, kind: "liga" | "torneo", taken: readonly string[]) {
  const slug = slugFromName(name);
  return `/campeonatos/${!slug ? kind : [HALL_OF_FAME, ...taken].includes(slug) ? `${kind}-${slug}` : slug}`;
}

/**
 * The tournament's address follows its name: «Copa Primavera» →
 * `/campeonatos/copa-primavera`; its competitions' pages are below it. The old
 * address, and every page below it, then redirect.
 */
export const tournamentPath = (name: string) => hubPath(name, "torneo", []);

/**
 * The league's, the same way: «Fernando III League» → `/campeonatos/fernando-iii-league`, «Liga
 * Bahía» → `/campeonatos/liga-bahia`; never the tournament's (the settings' form refuses the same
 * name for both; this keeps them apart whatever is stored).
 */
export const leaguePath = (name: string, tournamentName: string) =>
  hubPath(name, "liga", [slugFromName(tournamentName)]);

/**
 * How the menu, the way back and the panel name the tournament: «Copa Primavera» → «Torneo Copa
 * Primavera»; a name that says it already («Torneo de Navidad») as it is.
 */
export const tournamentTitle = (name: string) =>
  /^torneo\b/i.test(name.trim()) ? name.trim() : `Torneo ${name.trim()}`;
