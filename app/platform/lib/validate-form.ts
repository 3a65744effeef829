import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

// Loaded by usePublicForm when a visitor first touches a form, never with the page: the browser
// checks the form exactly as the action will (same schema, same parser, same messages).
export function validateForm(formData: FormData, schema: z.ZodType): SubmissionResult<string[]> {
  return parseWithZod(formData, { schema }).reply();
}
