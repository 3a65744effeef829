import { asc, eq, isNull, sql } from "drizzle-orm";
import { projects } from "../../../db/schema";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";
import { orderedCatalog } from "~/platform/server/ordered-catalog.server";
import type { Project } from "../domain/projects";

/**
 * The department's projects: only this module reads or writes `projects`. The menu,
 * the project pages, the page editors, search, the sitemap and the inbox's filter read them here.
 */

const PROJECT_COLUMNS = {
  slug: projects.slug,
  title: projects.title,
  icon: projects.icon,
  theme: projects.theme,
  special: projects.special,
  signup: projects.signup,
};

/** The projects in use, in the teacher's order. */
export async function listProjects(db: Database): Promise<Project[]> {
  return db.select(PROJECT_COLUMNS).from(projects).where(isNull(projects.retiredAt)).orderBy(asc(projects.position));
}

/** The projects in use, from the read cache (emptied by any committed write). */
export function readProjects(context: Pick<AppContext, "db" | "reads">): Promise<Project[]> {
  return context.reads.read("projects", 60_000, () => listProjects(context.db));
}

export type ProjectRow = Project & { retired: boolean };

/** Every project, retired ones last, for the panel. */
export async function listAllProjects(db: Database): Promise<ProjectRow[]> {
  const rows = await db
    .select({ ...PROJECT_COLUMNS, retiredAt: projects.retiredAt })
    .from(projects)
    .orderBy(sql`${projects.retiredAt} is not null`, asc(projects.position));
  return rows.map(({ retiredAt, ...project }) => ({ ...project, retired: retiredAt !== null }));
}

/** A retired project's name by its address (its page says it ended), or null. */
export async function findRetiredProject(context: Pick<AppContext, "db">, slug: string) {
  const [row] = await context.db
    .select({ title: projects.title, retiredAt: projects.retiredAt })
    .from(projects)
    .where(eq(projects.slug, slug));
  return row?.retiredAt ? row.title : null;
}

/** The names of the projects with a sign-up form, retired ones too (their sign-ups stay in the inbox). */
export async function listSignupProjectTitles(db: Database): Promise<string[]> {
  const rows = await db
    .select({ title: projects.title })
    .from(projects)
    .where(eq(projects.signup, true))
    .orderBy(sql`${projects.retiredAt} is not null`, asc(projects.position));
  return rows.map((row) => row.title);
}

const catalog = orderedCatalog("projects", "title");

export type ProjectLook = Pick<Project, "title" | "icon" | "theme" | "signup">;

/** Adds a project at the end of the list (the caller checks its name and address are free; the database enforces). */
export async function addProject(tx: Database, project: ProjectLook & { slug: string }) {
  await tx.insert(projects).values({ ...project, position: await catalog.nextPosition(tx) });
}

/** Renames a project or changes its look or its form; its sign-ups follow a new name (ON UPDATE CASCADE). */
export async function updateProject(tx: Database, slug: string, change: ProjectLook) {
  const rows = await tx.update(projects).set(change).where(eq(projects.slug, slug)).returning({ slug: projects.slug });
  return rows.length > 0;
}

/** Moves a project one place up or down among those in use. */
export const moveProject = catalog.move;

/** Retires a project (its page's words and sign-ups stay) or brings it back at the end; its name, or null. */
export async function setProjectRetired(tx: Database, slug: string, retired: boolean) {
  if (!(await catalog.setRetired(tx, slug, retired))) return null;
  const [row] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.slug, slug));
  return row?.title ?? null;
}

/** Whether an address or a name is taken by another project (retired ones included). */
export const projectTaken = catalog.taken;
