import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache.server";

describe("createReadCache", () => {
  it("reads once within its time, again after it or after clear()", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache(() => clock);
    const load = async () => ++loads;
    expect(await cache.read("k", 1000, load)).toBe(1);
    expect(await cache.read("k", 1000, load)).toBe(1);
    clock = 1001;
    expect(await cache.read("k", 1000, load)).toBe(2);
    cache.clear();
    expect(await cache.read("k", 1000, load)).toBe(3);
  });

  it("shares one read between callers that ask at once, and forgets a failed one", async () => {
    const cache = createReadCache();
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.read("k", 1000, slow), cache.read("k", 1000, slow)])).toEqual([1, 1]);
    await expect(cache.read("e", 1000, () => Promise.reject(new Error("caída")))).rejects.toThrow("caída");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.read("e", 1000, async () => "bien")).toBe("bien");
  });

  it("keeps a value read elsewhere for its time, shows it without loading, and forgets it on clear()", async () => {
    let clock = 0;
    const cache = createReadCache(() => clock);
    expect(cache.peek("s")).toBeNull();
    cache.keep("s", 5000, { name: "Profesor" });
    expect(await cache.peek("s")).toEqual({ name: "Profesor" });
    clock = 5001;
    expect(cache.peek("s")).toBeNull();
    cache.keep("s", 5000, { name: "Profesor" });
    cache.clear();
    expect(cache.peek("s")).toBeNull();
  });
});
