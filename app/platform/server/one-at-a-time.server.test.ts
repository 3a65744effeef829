import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.server";

describe("oneAtATime", () => {
  it("never runs the work twice at once, and calls meanwhile make one more run, not one each", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const run = oneAtATime(
      async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        await new Promise((r) => setTimeout(r, 5));
        running--;
      },
      () => {},
    );
    await Promise.all([run(), run(), run(), run()]);
    expect(most).toBe(1);
    expect(runs).toBe(2);
    await run();
    expect(runs).toBe(3);
  });

  it("hands a failure to onError and runs again on the next call", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const run = oneAtATime(
      async () => {
        calls++;
        if (calls === 1) throw new Error("caído");
      },
      (error) => errors.push(error),
    );
    await expect(run()).resolves.toBeUndefined();
    await run();
    expect(errors.map(String)).toEqual(["Error: caído"]);
    expect(calls).toBe(2);
  });
});
