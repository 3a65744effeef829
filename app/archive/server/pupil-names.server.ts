import { eq } from "drizzle-orm";
import { schoolYears } from "../../../db/schema";
import { eraseNameInJson } from "~/platform/domain/pupil-names";
import type { Database } from "~/platform/server/db.server";
import { type ErasedPlace, mayHoldName } from "~/platform/server/pupil-name-erasure.server";

/** A pupil's name erased from every closed year's archive, whatever it holds. */
export async function erasePupilNameInArchive(tx: Database, name: string): Promise<ErasedPlace[]> {
  const years = await tx
    .select({ id: schoolYears.id, archive: schoolYears.archive })
    .from(schoolYears)
    .where(mayHoldName(schoolYears.archive, name));
  let archived = 0;
  for (const year of years) {
    const erased = eraseNameInJson(year.archive, name);
    if (JSON.stringify(erased) === JSON.stringify(year.archive)) continue;
    await tx.update(schoolYears).set({ archive: erased }).where(eq(schoolYears.id, year.id));
    archived++;
  }
  return archived > 0 ? [{ place: "Archivo de cursos cerrados", count: archived }] : [];
}
