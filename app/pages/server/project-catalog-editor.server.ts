import { Refusal } from "~/platform/domain/refusals";
import { slugForm } from "~/platform/domain/zod";
import { intent } from "~/platform/server/admin-action.server";
import { catalogIntents } from "~/platform/server/catalog-intents.server";
import { newProjectSchema, projectSchema } from "../domain/project-forms";
import { projectPath } from "../domain/projects";
import { addProject, moveProject, projectTaken, setProjectRetired, updateProject } from "./project-catalog.server";
import { startProjectPage } from "./page-starts.server";

const slugSchema = slugForm(60);
const DUPLICATE = "Ya hay un proyecto con ese nombre o esa dirección (también entre los retirados).";

const projectRows = catalogIntents({
  noun: "Proyecto",
  move: moveProject,
  setRetired: setProjectRetired,
  retired: "Proyecto retirado: ya no está en el menú; su dirección dice que ha terminado",
  restored: "Proyecto recuperado: vuelve a estar en el menú",
});

/** The projects' editor: add one (its page started), change one, reorder, retire and bring back. */
export function projectCatalogIntents() {
  return {
    addProject: intent({
      schema: newProjectSchema,
      refusals: { duplicate: DUPLICATE },
      async run(v, { tx, staff }) {
        const taken = await projectTaken(tx, { slug: v.slug, name: v.title });
        if (taken.name) throw new Refusal("duplicate", { field: "title" });
        if (taken.slug) throw new Refusal("duplicate", { field: "slug" });
        const project = { slug: v.slug, title: v.title, icon: v.icon, theme: v.theme, signup: v.signup };
        await addProject(tx, project);
        await startProjectPage(tx, project, staff);
        return {
          action: "Proyecto añadido",
          target: project.title,
          details: `${projectPath(project.slug)}${project.signup ? ", con inscripción" : ""}`,
        };
      },
      success: ({ title }) => `${title} añadido: ya está en el menú; escribe su página en «Páginas»`,
    }),
    updateProject: intent({
      schema: slugSchema.and(projectSchema),
      refusals: { duplicate: DUPLICATE },
      async run(v, { tx }) {
        if ((await projectTaken(tx, { name: v.title }, v.id)).name) throw new Refusal("duplicate", { field: "title" });
        const change = { title: v.title, icon: v.icon, theme: v.theme, signup: v.signup };
        if (!(await updateProject(tx, v.id, change))) throw new Refusal("missing");
        return {
          action: "Proyecto cambiado",
          target: v.title,
          details: v.signup ? "con inscripción" : "sin inscripción",
        };
      },
      success: "Cambios guardados",
    }),
    moveProject: projectRows.move,
    retireProject: projectRows.retire,
    restoreProject: projectRows.restore,
  };
}
