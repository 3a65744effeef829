import { checkbox, select, text } from "~/platform/domain/field-kit";
import { isSlug, slugFromName } from "~/platform/domain/slugs";
import { z } from "~/platform/domain/zod";
import { PROJECT_ICON_OPTIONS, PROJECT_THEME_OPTIONS } from "./projects";

/**
 * The forms of /admin/proyectos: a project's name, look and sign-up form; a new one's
 * address. The model checks what only the database knows (a name or an address taken).
 */
export const projectSchema = z.object({
  title: text("Nombre", 60, { say: "el nombre del proyecto", hint: "Como sale en el menú: Patios Activos" }),
  icon: select("Icono", PROJECT_ICON_OPTIONS, { choose: "un icono" }),
  theme: select("Color", PROJECT_THEME_OPTIONS, { choose: "un color" }),
  signup: checkbox("Con formulario de inscripción"),
});

/** A new project: its address, suggested from its name when left empty. */
export const newProjectSchema = projectSchema
  .extend({
    slug: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim().toLowerCase()),
  })
  .transform((value, ctx) => {
    const slug = value.slug || slugFromName(value.title);
    if (!isSlug(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Escribe la dirección con letras sin tilde, números y guiones: patios-activos.",
      });
      return z.NEVER;
    }
    return { ...value, slug };
  });
