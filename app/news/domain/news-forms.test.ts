import { describe, expect, it } from "vitest";
import { newsItemSchema } from "./news-forms";

describe("the news item's form", () => {
  it("accepts a complete news item and normalises tags and the pin", () => {
    const parsed = newsItemSchema.parse({
      title: " Jornada ",
      date: "2026-12-01",
      content: "<p>Hola</p>",
      tags: "Evento, 2º ESO, Evento",
      pinned: "on",
    });
    expect(parsed).toMatchObject({
      title: "Jornada",
      tags: ["Evento", "2º ESO"],
      pinned: true,
      imageUrl: null,
      imageText: "",
    });
  });

  it("rejects an impossible date, an empty title and a foreign image", () => {
    const result = newsItemSchema.safeParse({
      title: " ",
      date: "2026-02-31",
      content: "x",
      imageUrl: "https://evil.example/x.png",
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["title", "date", "imageUrl"]));
  });
});
