import { describe, expect, it } from "vitest";
import { competitionRuleLines, scoringRuleText } from "./sports";
import { decidedScoreText, matchScoreText } from "./decided-scores";

describe("the scoring line of a competition's rules", () => {
  it("states the competition's own points, with the draw only where the sport has draws", () => {
    expect(scoringRuleText({ win: 3, draw: 1, loss: 0 }, true)).toBe("Victoria 3 puntos, empate 1, derrota 0.");
    expect(scoringRuleText({ win: 2, draw: 1, loss: 0 }, true)).toBe("Victoria 2 puntos, empate 1, derrota 0.");
    expect(scoringRuleText({ win: 1, draw: 0, loss: 0 }, true)).toBe("Victoria 1 punto, empate 0, derrota 0.");
    expect(scoringRuleText({ win: 2, draw: 1, loss: 1 }, false)).toBe("Victoria 2 puntos, derrota 1.");
  });
});

describe("a competition's rules, written from its own settings", () => {
  const basketball3x3 = {
    sport: "baloncesto" as const,
    variant: "3x3" as const,
    points: { win: 2, draw: 0, loss: 1 },
    format: "groups-knockout" as const,
    ownRules: "",
  };

  it("states a 3x3 basketball competition's points, players and no draws nor penalties", () => {
    const lines = competitionRuleLines(basketball3x3);
    expect(lines[0]).toBe("Victoria 2 puntos, derrota 1.");
    expect(lines.join(" ")).toContain("Juegan 3 por equipo");
    expect(lines.join(" ")).not.toMatch(/Juegan 5|5 faltas|20-0|penaltis|empate es un resultado/i);
    expect(lines.join(" ")).toContain("En baloncesto no hay empate");
  });

  it("writes 5-a-side basketball's rules for its 5x5 variant, and football's penalties only with a final stage", () => {
    expect(competitionRuleLines({ ...basketball3x3, variant: "5x5" }).join(" ")).toContain("Juegan 5 por equipo");
    const football = {
      ...basketball3x3,
      sport: "futbol" as const,
      variant: "futbol-7" as const,
      points: { win: 3, draw: 1, loss: 0 },
    };
    const withFinal = competitionRuleLines(football);
    expect(withFinal).toContain("Juegan 7 por equipo en el campo: 6 jugadores y un portero.");
    expect(withFinal).toContain("En la fase final no hay empate: si el partido acaba igualado, se tiran penaltis.");
    expect(competitionRuleLines({ ...football, format: "groups" }).join(" ")).not.toMatch(/penaltis/);
  });

  it("adds the teacher's own lines after the settings', skipping blank ones", () => {
    const lines = competitionRuleLines({
      ...basketball3x3,
      ownRules: "Se juega con balón de talla 6.\n\n  Hay árbitro de 4º ESO.  ",
    });
    expect(lines.slice(-2)).toEqual(["Se juega con balón de talla 6.", "Hay árbitro de 4º ESO."]);
  });
});

describe("what decided a level knockout match, in its sport's words", () => {
  it("names penalties in football, the golden point in volleyball, a tie-break elsewhere", () => {
    expect(decidedScoreText("futbol", 4, 3)).toBe("(4-3 pen.)");
    expect(decidedScoreText("voleibol", 1, 0)).toBe("(punto de oro 1-0)");
    expect(decidedScoreText("otro", 2, 1)).toBe("(desempate 2-1)");
    expect(matchScoreText("futbol", { team1Score: 1, team2Score: 1, penalties: { team1: 4, team2: 3 } })).toBe(
      "1 - 1 (4-3 pen.)",
    );
    expect(matchScoreText("baloncesto", { team1Score: 21, team2Score: 19, penalties: null })).toBe("21 - 19");
  });
});
