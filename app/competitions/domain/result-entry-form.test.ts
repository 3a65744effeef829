import { describe, expect, it } from "vitest";
import { resultEntrySchema, resultMatchSchema } from "./result-entry-form";

describe("the result dialog's form", () => {
  it("names a match by its id, or none", () => {
    expect(resultMatchSchema.safeParse({ partido: "42" }).data).toEqual({ partido: 42 });
    for (const partido of [undefined, "", "0x2", "-1", "1234567890", "4 2"])
      expect(resultMatchSchema.safeParse({ partido }).success, String(partido)).toBe(false);
  });

  it("reads each of its three requests, with what was left out as empty, and nothing else", () => {
    expect(resultEntrySchema.parse({ intent: "unlock", password: "clave" })).toEqual({
      intent: "unlock",
      password: "clave",
    });
    expect(resultEntrySchema.parse({ intent: "lock" })).toEqual({ intent: "lock", pass: "" });
    expect(resultEntrySchema.parse({ intent: "save", pass: "p", team1: "3", team2: "1" })).toEqual({
      intent: "save",
      pass: "p",
      team1: "3",
      team2: "1",
      penalties1: "",
      penalties2: "",
    });
    expect(resultEntrySchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(resultEntrySchema.safeParse({ intent: "unlock", password: "x".repeat(201) }).success).toBe(false);
  });
});
