import { checkbox, text } from "~/platform/domain/field-kit";
import { MENU_SECTIONS, menuFieldNames } from "~/platform/domain/menu-layout";
import { z } from "~/platform/domain/zod";

import type { menuSections } from "~/platform/copy/navigation";

/** The menu's form (/admin/menu): each section's name and whether it shows, and each entry's. */
export const menuFormSchema = (sections: ReturnType<typeof menuSections>) =>
  z.object(
    Object.fromEntries(
      sections.flatMap((section) => [
        [
          menuFieldNames.label(section.key),
          text(`Nombre de «${section.label}»`, 40, { say: `el nombre de «${section.label}»` }),
        ],
        [menuFieldNames.shown(section.key), checkbox(`Mostrar «${section.label}»`)],
        ...section.entries.map((entry) => [menuFieldNames.entry(entry.to), checkbox(`Mostrar «${entry.label}»`)]),
      ]),
    ),
  );

/** One section moved up or down the menu. */
export const menuMoveSchema = z.object({
  id: z.enum(MENU_SECTIONS, { message: "Sección no válida." }),
  direction: z.enum(["up", "down"], { message: "Movimiento no válido." }),
});
