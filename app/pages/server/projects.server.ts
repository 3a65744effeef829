import { eq } from "drizzle-orm";
import { projectClassScores } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

/** Per-class figures of a project (Xacobeo km, fruit pieces), as stored. */
export async function listProjectClassScores(db: Database, project: "desafio-xacobeo" | "disfruta-del-recreo") {
  return db
    .select({ className: projectClassScores.className, value: projectClassScores.value })
    .from(projectClassScores)
    .where(eq(projectClassScores.project, project))
    .orderBy(projectClassScores.className);
}
