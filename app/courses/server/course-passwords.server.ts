import { gatePasswordSchema } from "~/platform/domain/admin-forms";
import { Refusal } from "~/platform/domain/refusals";
import { z } from "~/platform/domain/zod";
import { intent } from "~/platform/server/admin-action.server";
import { gatesOf } from "~/people";
import { setGatePassword } from "~/people/index.server";
import { listCourses } from "./course-catalog.server";

/**
 * Changing a shared password (a course's gate or the organisers'), from the settings page and from
 * /admin/cursos: the gates are the courses in use and the organiser's. Made for one
 * request (its notice names the password changed).
 */
export function gatePasswordIntent() {
  let changed = "Contraseña";
  return intent({
    schema: z.intersection(z.object({ id: z.string().max(50, "Contraseña no válida.") }), gatePasswordSchema),
    async run({ id, password }, { tx }) {
      const gate = gatesOf(await listCourses(tx)).find((g) => g.gate === id);
      if (!gate) throw new Refusal("course-unknown");
      await setGatePassword(tx, gate.gate, password);
      changed = gate.label;
      // The password itself is never logged.
      return { action: "Contraseña cambiada", target: gate.label };
    },
    success: () => `${changed} cambiada`,
  });
}
