import { z } from "~/platform/domain/zod";
import { parseTimetableForm } from "./timetable";

/** The timetable editor's form: which grid, and its cells (each cell's problem under its name). */
export const timetableGridSchema = z
  .object({ grid: z.enum(["clases", "instalaciones"]) })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(parseTimetableForm(value.grid, value).errors))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
