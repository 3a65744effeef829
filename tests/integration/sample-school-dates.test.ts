import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, max } from "drizzle-orm";
import { blogPosts, newsItems, tournamentMatches } from "../../db/schema";
import { seedDatabase } from "../../app/site/server/seed.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await handle?.close();
});

const TODAY = "2026-12-07";

describe("the sample school lives in the year it is first started in", () => {
  it("dates its news and posts up to the first start's day, and its tournament's matches to play from it on", async () => {
    expect(await seedDatabase(handle.db, { today: new Date(`${TODAY}T09:00:00Z`) })).toBe("sample");
    const [news] = await handle.db.select({ newest: max(newsItems.date) }).from(newsItems);
    expect(news!.newest! <= TODAY && news!.newest! > "2026-11-30").toBe(true);
    const [posts] = await handle.db.select({ newest: max(blogPosts.createdAt) }).from(blogPosts);
    expect(posts!.newest!.toISOString().slice(0, 10) <= TODAY).toBe(true);
    expect(posts!.newest!.toISOString().slice(0, 10) > "2026-11-30").toBe(true);

    const matches = await handle.db
      .select({ day: tournamentMatches.day, status: tournamentMatches.status })
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, "futbol-masculino"))
      .orderBy(asc(tournamentMatches.position));
    const played = matches.filter((m) => m.status === "played");
    const toPlay = matches.filter((m) => m.status === "pending" && m.day !== null);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((m) => m.day! < TODAY)).toBe(true);
    expect(toPlay.every((m) => m.day! >= TODAY)).toBe(true);
    // Whole weeks: a match on a weekday is still on one.
    expect(matches.every((m) => m.day === null || ![0, 6].includes(new Date(`${m.day}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
  });
});
