import { menuSections } from "~/platform/copy/navigation";
import { menuLayoutFromForm, moveMenuSection } from "~/platform/domain/menu-layout";
import { menuFormSchema, menuMoveSchema } from "../domain/menu-forms";
import { intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { changeMenuLayout, getMenuLayout } from "~/platform/server/site-settings.server";
import { MENU_EDITOR_COPY as copy } from "../copy/menu-editor";

const SECTIONS = menuSections();
const menuSchema = menuFormSchema(SECTIONS);

/** The menu as its editor shows it: each section in the teacher's order, its name, and what shows. */
export async function loadMenuEditor(db: Database) {
  const layout = await getMenuLayout(db);
  const hidden = new Set(layout.hidden);
  return {
    sections: layout.order.map((key) => {
      const section = SECTIONS.find((s) => s.key === key)!;
      return {
        key,
        ownLabel: section.label,
        label: layout.labels[key] ?? section.label,
        shown: !hidden.has(key),
        entries: section.entries.map((entry) => ({ ...entry, shown: !hidden.has(entry.to) })),
      };
    }),
  };
}

/** The menu editor's forms: the sections' names and what shows, and a section moved up or down. */
export function menuEditorIntents() {
  return {
    saveMenu: intent({
      schema: menuSchema,
      async run(value, { tx }) {
        const layout = await changeMenuLayout(tx, (current) => menuLayoutFromForm(value, SECTIONS, current.order));
        return { action: copy.audit.saved, target: copy.audit.target, details: copy.audit.hidden(layout.hidden) };
      },
      success: copy.saved,
    }),
    moveSection: intent({
      schema: menuMoveSchema,
      async run(v, { tx }) {
        await changeMenuLayout(tx, (current) => moveMenuSection(current, v.id, v.direction));
        return { action: copy.audit.moved, target: v.id, details: copy.audit.direction(v.direction) };
      },
      success: copy.moved,
    }),
  };
}
