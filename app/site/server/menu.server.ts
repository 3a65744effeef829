import type { Course } from "~/courses";
import { listCourses, readCourses } from "~/courses/index.server";
import { type Project, projectPath } from "~/pages";
import { listProjects, listUnwrittenMenuEntries, readProjects, readUnwrittenMenuEntries } from "~/pages/index.server";
import type { SiteChrome } from "~/platform/domain/site-settings";
import type { MenuLayout } from "~/platform/domain/menu-layout";
import { getMenuLayout, readMenuLayoutSetting, readSiteSettings } from "~/platform/server/site-settings.server";
import { pathsHiddenFromMenu } from "~/platform/copy/navigation";
import { siteAddresses } from "~/platform/domain/site-settings";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";

type Menu = Pick<SiteChrome, "courseLinks" | "projectLinks" | "menu">;

/**
 * The menu's parts that are the school's: its projects and courses, in the teacher's order, and its
 * arrangement, without the entries whose pages have nothing written yet (`unwritten`).
 */
export const menuOf = (
  courses: Course[],
  projects: Project[],
  menu: MenuLayout,
  unwritten: readonly string[],
): Menu => ({
  menu: unwritten.length ? { ...menu, hidden: [...menu.hidden, ...unwritten] } : menu,
  courseLinks: courses.map(({ label, slug }) => ({ label, to: `/cursos/${slug}` })),
  projectLinks: projects.map(({ title, slug }) => ({ label: title, to: projectPath(slug) })),
});

/** For every page's header and footer, from the read cache. */
export async function readMenu(context: Pick<AppContext, "db" | "reads">): Promise<Menu> {
  const [courses, projects, menu, unwritten] = await Promise.all([
    readCourses(context),
    readProjects(context),
    readMenuLayoutSetting(context),
    readUnwrittenMenuEntries(context),
  ]);
  return menuOf(courses, projects, menu, unwritten);
}

/** The same from the database (the share card's title). */
export async function listMenu(db: Database): Promise<Menu> {
  const [courses, projects, menu, unwritten] = await Promise.all([
    listCourses(db),
    listProjects(db),
    getMenuLayout(db),
    listUnwrittenMenuEntries(db),
  ]);
  return menuOf(courses, projects, menu, unwritten);
}

/**
 * The addresses out of the menu (taken out by the teacher, or pages with nothing written yet): the
 * search leaves them out too. From the read cache, as the header that draws the same menu.
 */
export async function pathsOutOfMenu(context: Pick<AppContext, "db" | "reads">): Promise<string[]> {
  const [menu, settings] = await Promise.all([readMenu(context), readSiteSettings(context)]);
  return pathsHiddenFromMenu({ ...settings, ...menu, addresses: siteAddresses(settings) });
}
