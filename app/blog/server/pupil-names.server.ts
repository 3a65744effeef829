import { eq } from "drizzle-orm";
import { blogComments, blogPostLikes } from "../../../db/schema";
import { eraseName } from "~/platform/domain/pupil-names";
import type { Database } from "~/platform/server/db.server";
import {
  type ErasedPlace,
  eraseNameInPlaces,
  holdsName,
  mayHoldName,
} from "~/platform/server/pupil-name-erasure.server";

/** A pupil's name erased from the blog: its comments and its likes. */
export async function erasePupilNameInBlog(tx: Database, name: string): Promise<ErasedPlace[]> {
  const changed = await eraseNameInPlaces(
    tx,
    [{ place: "Comentarios del blog", table: blogComments, columns: [blogComments.authorName] }],
    name,
  );
  // A like is one per name and course: if the initials already liked that post in that course, this one goes.
  const holds = holdsName(name);
  const likes = await tx
    .select({ id: blogPostLikes.id, userName: blogPostLikes.userName })
    .from(blogPostLikes)
    .where(mayHoldName(blogPostLikes.userName, name));
  let liked = 0;
  for (const like of likes.filter((l) => holds(l.userName))) {
    try {
      await tx.transaction((inner) =>
        inner
          .update(blogPostLikes)
          .set({ userName: eraseName(like.userName, name) })
          .where(eq(blogPostLikes.id, like.id)),
      );
    } catch {
      await tx.delete(blogPostLikes).where(eq(blogPostLikes.id, like.id));
    }
    liked++;
  }
  if (liked > 0) changed.push({ place: "«Me gusta» del blog", count: liked });
  return changed;
}
