import { describe, expect, it } from "vitest";
import { cleanSubmittedText, hasNul, oneLine, withoutNul } from "./clean-text";

describe("cleanSubmittedText", () => {
  it("turns a lone carriage return into a line break and removes other control characters", () => {
    expect(cleanSubmittedText("Crx\rEND:VEVENT")).toBe("Crx\nEND:VEVENT");
    expect(cleanSubmittedText("uno\r\ndos\rtres\n")).toBe("uno\ndos\ntres\n");
    expect(cleanSubmittedText("a\u0007b\u001bc\u007fd\u000be")).toBe("abcde");
    expect(cleanSubmittedText("tab\tqueda")).toBe("tab\tqueda");
    expect(cleanSubmittedText("Águilas ñ €")).toBe("Águilas ñ €");
  });

  it("removes C1 controls and direction overrides, and makes Unicode's line separators line breaks", () => {
    expect(cleanSubmittedText("Equipo\u202egpj.exe")).toBe("Equipogpj.exe");
    expect(cleanSubmittedText("a\u0085b\u009bc\u2066d\u2069e\u202af")).toBe("abcdef");
    expect(cleanSubmittedText("uno\u2028dos\u2029tres")).toBe("uno\ndos\ntres");
    expect(oneLine(cleanSubmittedText("Los\u2028Rayos"))).toBe("Los Rayos");
    // Letters of other scripts and the marks that order them stay.
    expect(cleanSubmittedText("مرحبا \u200fשלום")).toBe("مرحبا \u200fשלום");
  });

  it("leaves NUL for the caller to refuse", () => {
    expect(hasNul(cleanSubmittedText("a\u0000b"))).toBe(true);
    expect(withoutNul("a\u0000@b.es")).toBe("a@b.es");
  });
});

describe("oneLine", () => {
  it("makes a name one line", () => {
    expect(oneLine("Crx\nEND:VEVENT")).toBe("Crx END:VEVENT");
    expect(oneLine("Los\t\tRayos")).toBe("Los Rayos");
  });
});
