import { describe, expect, it } from "vitest";
import { clampPercent, podium, PROGRESS_GROUPS, ringDash, weightsTotal } from "./progress";

describe("podium", () => {
  it("takes ranks 1-3 in order whatever the stored order", () => {
    const entries = [
      { rank: 4, name: "D" },
      { rank: 2, name: "B" },
      { rank: 1, name: "A" },
      { rank: 3, name: "C" },
    ];
    expect(podium(entries)?.map((e) => e.name)).toEqual(["A", "B", "C"]);
  });

  it("has no podium with fewer than three students", () => {
    expect(podium([{ rank: 1 }, { rank: 2 }])).toBeNull();
    expect(podium([])).toBeNull();
  });
});

describe("progress numbers", () => {
  it("keeps the spec's group values", () => {
    expect(PROGRESS_GROUPS.A).toEqual({ average: 84, unlisted: 80 });
    expect(PROGRESS_GROUPS.B).toEqual({ average: 83, unlisted: 81 });
  });

  it("weights add up to 100 %", () => {
    expect(weightsTotal()).toBe(100);
  });

  it("clamps percentages", () => {
    expect(clampPercent(120)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(83.6)).toBe(84);
  });

  it("fills the ring in proportion", () => {
    const [filled, rest] = ringDash(84, 40).split(" ").map(Number);
    expect(filled! / (filled! + rest!)).toBeCloseTo(0.84, 3);
    expect(ringDash(0, 40).startsWith("0.00 ")).toBe(true);
  });
});
