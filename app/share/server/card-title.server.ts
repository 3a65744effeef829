import { navigationFor } from "~/platform/copy/navigation";
import { SITE_NAME } from "~/platform/copy/pages";
import { ARCHIVE_COPY } from "~/archive";
import { COURSE_ZONE_COPY } from "~/courses";
import { blogPostIdFromSegment } from "~/blog";
import { TOURNAMENTS, hubPath } from "~/competitions";
import { findCourse } from "~/courses";
import { listCourses } from "~/courses/index.server";
import { listMenu } from "~/site/index.server";
import { type PublicSettings, siteAddresses } from "~/platform/domain/site-settings";
import { getBlogPost } from "~/blog/index.server";
import { listCompetitions } from "~/competitions/index.server";
import type { Database } from "~/platform/server/db.server";
import { listNews } from "~/news/index.server";

/**
 * The title a page's share card shows, found from the page's address: only titles the
 * site itself shows, so nobody can make a card of the school's say anything else. An unknown
 * address gets the site's name.
 */
export async function shareCardTitle(db: Database, settings: PublicSettings, path: string): Promise<string> {
  const url = new URL(path, "http://sitio.invalid");
  const { pathname, searchParams } = url;
  if (pathname === "/") return `${SITE_NAME} con ${settings.teacherTitle} ${settings.teacherName}`;
  if (pathname === "/novedades") {
    const id = Number(searchParams.get("noticia"));
    const item = id > 0 ? (await listNews(db)).find((n) => n.id === id) : undefined;
    return item?.title ?? "Novedades";
  }
  if (pathname.startsWith("/blog/")) {
    const id = blogPostIdFromSegment(pathname.slice("/blog/".length));
    return (id === null ? null : await getBlogPost(db, id))?.title ?? "Blog";
  }
  if (pathname === "/blog") return "Blog";
  if (pathname === "/horarios") return "Horarios";
  const addresses = siteAddresses(settings);
  for (const tournament of TOURNAMENTS) {
    const base = hubPath(tournament, addresses);
    if (!pathname.startsWith(`${base}/`)) continue;
    const slug = pathname.slice(base.length + 1);
    const found = (await listCompetitions(db)).find((c) => c.slug === slug && c.tournament === tournament);
    if (found) return found.name;
  }
  if (pathname === "/cursos/noticias") {
    const course = findCourse(await listCourses(db), searchParams.get("curso"));
    return course ? COURSE_ZONE_COPY.news.title(course.label) : SITE_NAME;
  }
  if (pathname === "/archivo" || pathname.startsWith("/archivo/")) return ARCHIVE_COPY.title;
  const link = navigationFor({ ...settings, ...(await listMenu(db)), addresses })
    .flatMap((entry) => (entry.kind === "link" ? [entry] : entry.items))
    .find((item) => item.to === pathname);
  return link?.label ?? SITE_NAME;
}
