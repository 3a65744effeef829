/** The site's settings every public page shows (the teacher's, in /admin/ajustes). */
export type PublicSettings = {
  teacherName: string;
  schoolName: string;
  facebookUrl: string;
  instagramUrl: string;
  xUrl: string;
  videoChannelUrl: string;
};

/** What the root route's loader hands every page (its hooks read it without a second query). */
export type RootData = { settings: PublicSettings };
