import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time";

describe("formatWait", () => {
  it("says seconds under a minute and whole minutes (rounded up) from then on", () => {
    expect(formatWait(0)).toBe("1 segundo");
    expect(formatWait(1)).toBe("1 segundo");
    expect(formatWait(1.2)).toBe("2 segundos");
    expect(formatWait(59)).toBe("59 segundos");
    expect(formatWait(60)).toBe("1 minuto");
    expect(formatWait(61)).toBe("2 minutos");
    expect(formatWait(900)).toBe("15 minutos");
  });
});
