import { erasePupilNameInArchive } from "~/archive/index.server";
import { erasePupilNameInBlog } from "~/blog/index.server";
import { erasePupilNameInCompetitions } from "~/competitions/index.server";
import { erasePupilNameInCourses } from "~/courses/index.server";
import { erasePupilNameInInbox } from "~/inbox/index.server";
import { erasePupilNameInAuditLog } from "~/platform/server/audit.server";
import type { Database } from "~/platform/server/db.server";
import type { ErasedPlace } from "~/platform/server/pupil-name-erasure.server";

/**
 * Replaces a pupil's name by its initials everywhere the site keeps it (the right to erasure), in
 * one transaction: each capability erases it in its own tables (the inbox, the competitions, the
 * blog, the courses, the log, every closed year's archive). Returns how many entries changed, by place.
 */
export async function erasePupilName(tx: Database, name: string): Promise<ErasedPlace[]> {
  const changed: ErasedPlace[] = [];
  for (const erase of [
    erasePupilNameInInbox,
    erasePupilNameInCompetitions,
    erasePupilNameInBlog,
    erasePupilNameInCourses,
    erasePupilNameInAuditLog,
    erasePupilNameInArchive,
  ])
    changed.push(...(await erase(tx, name)));
  return changed;
}
