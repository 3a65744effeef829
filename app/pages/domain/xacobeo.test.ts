import { describe, expect, it } from "vitest";
import { rankXacobeoClasses, XACOBEO_STAGES, XACOBEO_TOTAL_KM } from "./xacobeo";

describe("Desafío Xacobeo", () => {
  it("has the seven stages of the spec ending at 780 km", () => {
    expect(XACOBEO_STAGES.map((s) => s.km)).toEqual([0, 68, 164, 286, 466, 626, 780]);
    expect(XACOBEO_TOTAL_KM).toBe(780);
  });

  it("ranks classes by km descending with progress over 780 km", () => {
    const ranking = rankXacobeoClasses([
      { className: "3º ESO C", value: 450 },
      { className: "3º ESO B", value: 550 },
      { className: "3º ESO A", value: 480 },
    ]);
    expect(ranking.map((r) => r.className)).toEqual(["3º ESO B", "3º ESO A", "3º ESO C"]);
    expect(ranking[0]).toMatchObject({ km: 550, percent: 70.5, lastStage: "León" });
    expect(ranking[2]).toMatchObject({ km: 450, percent: 57.7, lastStage: "Burgos" });
  });

  it("caps progress at 100 % and starts at Saint-Jean", () => {
    const [done, start] = rankXacobeoClasses([
      { className: "A", value: 900 },
      { className: "B", value: 0 },
    ]);
    expect(done).toMatchObject({ percent: 100, lastStage: "Santiago de Compostela" });
    expect(start).toMatchObject({ percent: 0, lastStage: "Saint-Jean-Pied-de-Port" });
  });
});
