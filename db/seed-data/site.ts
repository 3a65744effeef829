import { type PublicSettings, type SiteAddresses, UNNAMED_SCHOOL } from "../../app/platform/domain/site-settings";

/** The site's settings on a new database (the teacher changes them in /admin/ajustes; TEACHER_NAME names the teacher on the first start). */
export const SEED_SITE_SETTINGS: PublicSettings = {
  teacherName: "Javier",
  schoolName: "IES Fernando III",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  xUrl: "https://x.com/",
  videoChannelUrl: "https://www.youtube.com/",
  teacherTitle: "el profe",
  timetableYear: "2025/2026",
  tournamentEdition: "IV edición · 2025",
  bilingualLabel: "Proyecto Bilingüe 24/25",
  leagueName: "Fernando III League",
  tournamentName: "Mantecup",
};

/**
 * The addresses those names give (`siteAddresses`, checked by its test), written out for the pages
 * shown when the database cannot be read: their scripts then carry no address rules.
 */
export const SEED_SITE_ADDRESSES: SiteAddresses = {
  bilingualProject: "/bilinguismo/proyecto-bilingue-24-25",
  league: "/campeonatos/fernando-iii-league",
  tournament: "/campeonatos/mantecup",
};

/**
 * A new school's settings (`npm start -- --vacio`): no sample school's name or networks.
 * The year words follow the school year the site opens (`2026/2027`).
 */
export const emptySiteSettings = (schoolYear: string): PublicSettings => ({
  ...SEED_SITE_SETTINGS,
  schoolName: UNNAMED_SCHOOL,
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
  videoChannelUrl: "",
  timetableYear: schoolYear.replace("-", "/"),
  tournamentEdition: schoolYear.replace("-", "/"),
  bilingualLabel: `Proyecto Bilingüe ${schoolYear.replace(/\d\d(\d\d)-\d\d(\d\d)/, "$1/$2")}`,
  leagueName: "Liga escolar",
  tournamentName: "Torneo de los recreos",
});
