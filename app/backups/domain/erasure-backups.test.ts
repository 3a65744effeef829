import { describe, expect, it } from "vitest";
import { backupsHeldSentence } from "./erasure-backups";

describe("backupsHeldSentence", () => {
  it("says how many backups hold the name and until when, before and after", () => {
    const held = { count: 15, lastGoneAt: "2027-05-02T01:00:00.000Z" };
    expect(backupsHeldSentence(held, "before")).toBe(
      "Las 15 copias de seguridad que hay ahora guardan los datos como estaban: seguirán teniendo el nombre hasta que se borren solas (la última, el 2 de mayo de 2027). Solo se guardan en este servidor.",
    );
    expect(backupsHeldSentence(held, "after")).toBe(
      "Las 15 copias de seguridad anteriores lo conservan hasta que se borren solas (la última, el 2 de mayo de 2027).",
    );
    expect(backupsHeldSentence({ count: 1, lastGoneAt: null }, "after")).toBe(
      "La copia de seguridad anterior lo conserva hasta que se borre.",
    );
  });

  it("says nothing without backups", () => {
    expect(backupsHeldSentence({ count: 0, lastGoneAt: null }, "before")).toBeNull();
    expect(backupsHeldSentence(null, "after")).toBeNull();
  });
});
