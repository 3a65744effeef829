import { courseNewsComments, progressEntries, rankingEntries } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";
import { type ErasedPlace, eraseNameInPlaces } from "~/platform/server/pupil-name-erasure.server";

/** A pupil's name erased from the courses' pages: course news comments, the ranking and the group's progress. */
export function erasePupilNameInCourses(tx: Database, name: string): Promise<ErasedPlace[]> {
  return eraseNameInPlaces(
    tx,
    [
      {
        place: "Comentarios de las noticias de curso",
        table: courseNewsComments,
        columns: [courseNewsComments.authorName],
      },
      { place: "Ranking", table: rankingEntries, columns: [rankingEntries.name] },
      { place: "Progreso del grupo", table: progressEntries, columns: [progressEntries.name] },
    ],
    name,
  );
}
