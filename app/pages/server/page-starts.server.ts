import { newCoursePage, newProjectPage, SEED_PAGES } from "../../../db/seed-data/pages";
import { pageKeys } from "~/pages/copy/page-keys";
import { completePageDocument as completeDocument } from "~/pages/domain/page-documents";
import type { Staff } from "~/platform/domain/staff";
import type { Database } from "~/platform/server/db.server";
import { fieldsOf, newestRevision, publishPage } from "./pages.server";

/**
 * Pages that follow the school's shape: a course's or a project's first page when the
 * teacher adds it, and a hub's page (the league's, the tournament's) when the teacher renames it.
 */

/**
 * The league or the tournament renamed in «Ajustes»: its page's title and edition said
 * the old name, so they say the new one, as a new version (the page's history keeps the old; words
 * the teacher wrote otherwise are left as they are). One submission renames the hub everywhere.
 */
export async function renameHubInPage(
  tx: Database,
  hub: "league" | "tournament",
  names: { from: string; to: string },
  staff: Pick<Staff, "id" | "name" | "email">,
) {
  if (names.from === names.to) return;
  const key = pageKeys[hub];
  const published = await newestRevision(tx, key);
  const document = completeDocument(fieldsOf(key), published?.document ?? SEED_PAGES[key]);
  const renamed = { ...document };
  let changed = false;
  for (const field of ["title", "edition"]) {
    const value = document[field];
    if (typeof value !== "string" || !value.includes(names.from)) continue;
    renamed[field] = value.replaceAll(names.from, names.to);
    changed = true;
  }
  if (changed) await publishPage(tx, key, renamed, staff);
}

/** A course added by the teacher gets its first page (once: a course brought back keeps its own). */
export async function startCoursePage(
  tx: Database,
  course: { slug: string; label: string },
  staff: Pick<Staff, "id" | "name" | "email">,
) {
  const key = pageKeys.course(course.slug);
  if (await newestRevision(tx, key)) return;
  await publishPage(tx, key, completeDocument(fieldsOf(key), newCoursePage(course.label)), staff);
}

/** A project added by the teacher gets its first page (once: a project brought back keeps its own). */
export async function startProjectPage(
  tx: Database,
  project: { slug: string; title: string; signup: boolean },
  staff: Pick<Staff, "id" | "name" | "email">,
) {
  const key = pageKeys.project(project.slug);
  if (await newestRevision(tx, key)) return;
  await publishPage(tx, key, completeDocument(fieldsOf(key), newProjectPage(project)), staff);
}
