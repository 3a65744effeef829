import { describe, expect, it } from "vitest";
import { scoringRuleText } from "./sports";

describe("the scoring line of a competition's rules", () => {
  it("states the competition's own points, with the draw only where the sport has draws", () => {
    expect(scoringRuleText({ win: 3, draw: 1, loss: 0 }, true)).toBe("Victoria 3 puntos, empate 1, derrota 0.");
    expect(scoringRuleText({ win: 2, draw: 1, loss: 0 }, true)).toBe("Victoria 2 puntos, empate 1, derrota 0.");
    expect(scoringRuleText({ win: 1, draw: 0, loss: 0 }, true)).toBe("Victoria 1 punto, empate 0, derrota 0.");
    expect(scoringRuleText({ win: 2, draw: 1, loss: 1 }, false)).toBe("Victoria 2 puntos, derrota 1.");
  });
});
