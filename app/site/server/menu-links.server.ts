import type { Course } from "~/courses";
import { listCourses, readCourses } from "~/courses/index.server";
import { type Project, projectPath } from "~/pages";
import { listProjects, readProjects } from "~/pages/index.server";
import type { SiteChrome } from "~/platform/domain/site-settings";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";

type MenuLinks = Pick<SiteChrome, "courseLinks" | "projectLinks">;

/** The menu's entries that are the school's (issue 46): its projects and its courses, in the teacher's order. */
const linksOf = (courses: Course[], projects: Project[]): MenuLinks => ({
  courseLinks: courses.map(({ label, slug }) => ({ label, to: `/cursos/${slug}` })),
  projectLinks: projects.map(({ title, slug }) => ({ label: title, to: projectPath(slug) })),
});

/** For every page's header and footer, from the read cache. */
export async function readMenuLinks(context: Pick<AppContext, "db" | "reads">): Promise<MenuLinks> {
  const [courses, projects] = await Promise.all([readCourses(context), readProjects(context)]);
  return linksOf(courses, projects);
}

/** The same from the database (the share card's title). */
export async function listMenuLinks(db: Database): Promise<MenuLinks> {
  const [courses, projects] = await Promise.all([listCourses(db), listProjects(db)]);
  return linksOf(courses, projects);
}
