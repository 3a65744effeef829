import { describe, expect, it } from "vitest";
import { projectSignupSchema } from "./public-forms";

describe("projectSignupSchema", () => {
  it("needs a name and a course", () => {
    expect(projectSignupSchema.safeParse({ nombre: "Leo", curso: "2º ESO B" }).success).toBe(true);
    expect(projectSignupSchema.safeParse({ nombre: " ", curso: "2º ESO B" }).success).toBe(false);
    expect(projectSignupSchema.safeParse({ nombre: "Leo", curso: "" }).success).toBe(false);
  });
});
