/**
 * Settings shown when the database cannot be read (the error page still needs a header); the
 * site's own are the teacher's, in /admin/ajustes (first filled from db/seed-data/site.ts).
 * No links: the footer leaves out a network it has no address for.
 */
import type { PublicSettings, SiteChrome } from "~/platform/domain/site-settings";
import { SEED_SITE_ADDRESSES, SEED_SITE_SETTINGS } from "../../../db/seed-data/site";

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  ...SEED_SITE_SETTINGS,
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
  videoChannelUrl: "",
};

/** The header and footer when the database cannot be read: no course in the menu. */
export const DEFAULT_SITE_CHROME: SiteChrome = {
  ...DEFAULT_PUBLIC_SETTINGS,
  courseLinks: [],
  projectLinks: [],
  menu: { order: [], labels: {}, hidden: [] },
  addresses: SEED_SITE_ADDRESSES,
};

export type { PublicSettings };

export const FOOTER_COPY = {
  visits: "Visitas a la web",
  /** The school's name and the calendar's year (docs/decisions/042-the-school-names-its-site.md). */
  copyright: (year: string, schoolName: string) => `© ${year} ${schoolName}. Todos los derechos reservados.`,
  /** The closed school years: in the site map, not in the header's menus. */
  archive: { label: "Archivo de cursos", to: "/archivo" },
  /** What this phone follows: found here as well as from a follow button. */
  myNotices: { label: "Mis avisos", to: "/avisos" },
};
