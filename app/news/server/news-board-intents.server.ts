import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import { NEWS_BOARD_COPY as copy } from "../copy/news-board";
import { newsItemForm, newsItemSchema, newsPinSchema } from "../domain/news-forms";
import { createNewsItem, deleteNewsItem, pinNewsItem, updateNewsItem } from "./news.server";

const found = (title: string | null) => {
  if (title === null) throw new AdminActionError(copy.gone, 404);
  return title;
};

/** The news board's forms in the panel: publish, edit, pin or unpin, delete; each logged. */
export function newsBoardIntents() {
  return {
    create: intent({
      schema: newsItemSchema,
      async run(value, { tx }) {
        return { action: copy.audit.created, target: `#${await createNewsItem(tx, value)} ${value.title}` };
      },
      success: copy.created,
    }),
    update: intent({
      schema: newsItemSchema.extend(newsItemForm.shape),
      async run({ id, ...value }, { tx }) {
        found(await updateNewsItem(tx, id, value));
        return { action: copy.audit.edited, target: `#${id} ${value.title}` };
      },
      success: copy.saved,
    }),
    pin: intent({
      schema: newsPinSchema,
      async run({ id, pinned }, { tx }) {
        const title = found(await pinNewsItem(tx, id, pinned === "true"));
        return { action: pinned === "true" ? copy.audit.pinned : copy.audit.unpinned, target: `#${id} ${title}` };
      },
      success: ({ pinned }) => (pinned === "true" ? copy.pinnedOnTop : copy.unpinned),
    }),
    delete: intent({
      schema: newsItemForm,
      async run({ id }, { tx }) {
        return { action: copy.audit.deleted, target: `#${id} ${found(await deleteNewsItem(tx, id))}` };
      },
      success: copy.deleted,
    }),
  };
}
