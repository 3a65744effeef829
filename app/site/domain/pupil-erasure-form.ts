import { z } from "~/platform/domain/zod";
import { erasableNameProblem, PUPIL_NAME_MAX } from "~/platform/domain/pupil-names";

/** The right to erasure's form (Ajustes): a pupil's full name, as the site keeps it. */
export const pupilErasureSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Escribe el nombre y los apellidos.")
    .max(PUPIL_NAME_MAX, `Como mucho ${PUPIL_NAME_MAX} caracteres.`)
    .superRefine((value, ctx) => {
      const problem = erasableNameProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
