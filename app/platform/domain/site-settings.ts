import type { MenuLayout } from "./menu-layout";
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
};

export const TEACHER_TITLES = ["el profe", "la profe"] as const;
export type TeacherTitle = (typeof TEACHER_TITLES)[number];

type MenuLink = { label: string; to: string };

/** What every page's header and footer show: the settings, and the menu's entries for the school's projects and courses (issue 46). */
export type SiteChrome = PublicSettings & { courseLinks: MenuLink[]; projectLinks: MenuLink[]; menu: MenuLayout };

/** What the root route's loader hands every page (its hooks read it without a second query). */
export type RootData = {
  settings: SiteChrome;
  /** The site's configured public address (`https://…`, issue 45): links shared from the page are absolute on it. */
  origin: string;
};
