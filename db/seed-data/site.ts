import type { PublicSettings } from "../../app/platform/domain/site-settings";

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
  mantecupEdition: "IV edición · 2025",
  bilingualLabel: "Proyecto Bilingüe 24/25",
};
