import { desc, eq, isNotNull, max, sql } from "drizzle-orm";
import {
  blogPosts,
  competitions,
  honorees,
  newsItems,
  pageRevisions,
  schoolYears,
  timetableCells,
  tournamentMatches,
} from "../../../db/schema";
import { editablePages, projectPath } from "~/pages";
import { listProjects, listUnwrittenMenuEntries } from "~/pages/index.server";
import { competitionPath } from "~/competitions";
import { blogPostPath } from "~/blog";
import { listBlogFeed } from "~/blog/index.server";
import { listCourses } from "~/courses/index.server";
import type { Database } from "~/platform/server/db.server";
import { siteAddresses } from "~/platform/domain/site-settings";
import { getMenuLayout, getSiteSettings } from "~/platform/server/site-settings.server";
import { escapeXml } from "~/site/server/rss.server";
import { siteFirstStart } from "./seed.server";
import { menuOf } from "./menu.server";
import { isHiddenFromMenu, pathsHiddenFromMenu } from "~/platform/copy/navigation";

/**
 * The site's public pages for search engines: every page a visitor can open without a
 * password, each with when its content last changed. Never the panel, a draft's preview, or the
 * pages behind a course password (the ranking, the group progress): robots.txt keeps those out too.
 */
export type SitemapEntry = { path: string; lastmod: Date };

/** The pages that robots.txt asks crawlers to leave alone (and the sitemap never lists). */
export const CRAWLER_DISALLOWED = [
  "/admin",
  "/buscar",
  "/cartel",
  "/cursos/ranking-amigable",
  "/cursos/progreso-grupo",
  "/*?vista-previa=",
  "/*&vista-previa=",
  "/*/en-directo",
  "/*/pantalla",
] as const;

const newest = (...dates: (Date | null | undefined)[]) => {
  const known = dates.filter((d): d is Date => d instanceof Date);
  return known.length ? new Date(Math.max(...known.map((d) => d.getTime()))) : null;
};

export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [
    revisions,
    born,
    [news],
    [blog],
    [timetable],
    [fame],
    competitionRows,
    years,
    posts,
    courses,
    projects,
    settings,
    menu,
    unwritten,
  ] = await Promise.all([
    db
      .select({ key: pageRevisions.pageKey, at: max(pageRevisions.createdAt) })
      .from(pageRevisions)
      .groupBy(pageRevisions.pageKey),
    siteFirstStart(db),
    db.select({ at: max(newsItems.updatedAt) }).from(newsItems),
    db.select({ at: max(blogPosts.createdAt) }).from(blogPosts),
    db.select({ at: max(timetableCells.updatedAt) }).from(timetableCells),
    db.select({ at: max(honorees.createdAt) }).from(honorees),
    db
      .select({
        slug: competitions.slug,
        tournament: competitions.tournament,
        created: competitions.createdAt,
        at: max(tournamentMatches.updatedAt),
      })
      .from(competitions)
      .leftJoin(tournamentMatches, eq(tournamentMatches.competitionSlug, competitions.slug))
      .groupBy(competitions.slug)
      .orderBy(competitions.position, competitions.slug),
    db
      .select({
        id: schoolYears.id,
        closedAt: schoolYears.closedAt,
        slugs: sql<
          string[]
        >`coalesce((select array_agg(c->'competition'->>'slug') from jsonb_array_elements(${schoolYears.archive}->'competitions') c), '{}')`,
      })
      .from(schoolYears)
      .where(isNotNull(schoolYears.closedAt))
      .orderBy(desc(schoolYears.id)),
    listBlogFeed(db, 1000),
    listCourses(db),
    listProjects(db),
    getSiteSettings(db),
    getMenuLayout(db),
    listUnwrittenMenuEntries(db),
  ]);
  // The site's first start: the date of a page with nothing dated (as the seed wrote it).
  const addresses = siteAddresses(settings);
  const since = born ?? new Date(0);
  const pages = editablePages({ courses, projects, settings });
  const revised = new Map(revisions.map((r) => [pages.find((p) => p.key === r.key)?.publicPath.split("?")[0], r.at]));
  const page = (path: string, ...changes: (Date | null | undefined)[]): SitemapEntry => ({
    path,
    lastmod: newest(revised.get(path), ...changes) ?? since,
  });
  const competitionsOf = (tournament: string) => competitionRows.filter((c) => c.tournament === tournament);
  const latestOf = (tournament: string) => newest(...competitionsOf(tournament).flatMap((c) => [c.created, c.at]));

  // What the teacher took out of the menu is not offered to search engines either.
  const hidden = pathsHiddenFromMenu({ ...settings, ...menuOf(courses, projects, menu, unwritten), addresses });
  return [
    page("/"),
    page("/horarios", timetable?.at),
    ...projects.map(({ slug }) => page(projectPath(slug))),
    page("/bilinguismo/recursos"),
    page(addresses.bilingualProject),
    page("/novedades", news?.at),
    page("/blog", blog?.at),
    ...posts.map((post) => page(blogPostPath(post), post.createdAt)),
    page(addresses.tournament, latestOf("torneo")),
    page(addresses.league, latestOf("liga")),
    ...competitionRows.map((c) => page(competitionPath(c, addresses), c.created, c.at)),
    page("/campeonatos/salon-de-la-fama", fame?.at),
    ...courses.map(({ slug }) => page(`/cursos/${slug}`)),
    // (The course zone's news and sections say `noindex`: they are the class's, not for search engines.)
    page("/cursos/rincon-de-logros"),
    page("/cursos/buzon-sugerencias"),
    page("/archivo", ...years.map((y) => y.closedAt)),
    ...years.flatMap((y) => [
      page(`/archivo/${y.id}`, y.closedAt),
      ...y.slugs.map((slug) => page(`/archivo/${y.id}/campeonatos/${slug}`, y.closedAt)),
    ]),
  ].filter((entry) => !isHiddenFromMenu(entry.path, hidden));
}

/** The sitemap protocol's XML: absolute addresses on `origin`, each day of last change (W3C date). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(origin + entry.path)}</loc>\n    <lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the disallowed paths, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
