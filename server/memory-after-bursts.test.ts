import { describe, expect, it } from "vitest";
import { GROWTH_BYTES, memoryAfterBursts, MIN_INTERVAL_MS, QUIET_MS } from "./memory-after-bursts";

const MB = 1024 * 1024;

/** A heap that a burst grows and a collection brings down to what is alive, on a clock the test moves. */
function fakeProcess(startMB: number) {
  const state = { clock: 0, heap: startMB * MB, alive: startMB * MB, collections: 0 };
  const logged: { heapBeforeMB: number; heapAfterMB: number }[] = [];
  const memory = memoryAfterBursts({
    collect: () => {
      state.collections += 1;
      state.heap = state.alive;
    },
    heapBytes: () => state.heap,
    now: () => state.clock,
    log: (entry) => logged.push(entry),
  });
  return { state, logged, memory };
}

describe("memoryAfterBursts", () => {
  it("gives a burst's heap back once the server has been quiet, not while requests come", () => {
    const { state, logged, memory } = fakeProcess(80);
    state.heap = 230 * MB; // a burst of renders
    for (let i = 0; i < 10; i++) {
      state.clock += 500;
      memory.requestArrived();
      expect(memory.checkNow()).toBe(false);
    }
    state.clock += QUIET_MS - 1;
    expect(memory.checkNow()).toBe(false);
    state.clock += 1;
    expect(memory.checkNow()).toBe(true);
    expect(state.collections).toBe(1);
    expect(state.heap).toBe(80 * MB);
    expect(logged).toEqual([expect.objectContaining({ heapBeforeMB: 230, heapAfterMB: 80 })]);
  });

  it("leaves a heap that has not grown enough to be worth a pause", () => {
    const { state, memory } = fakeProcess(80);
    state.heap = 80 * MB + GROWTH_BYTES - 1;
    state.clock += QUIET_MS * 10;
    expect(memory.checkNow()).toBe(false);
    expect(state.collections).toBe(0);
  });

  it("measures growth from where the heap came down to, and collects at most once in its interval", () => {
    const { state, memory } = fakeProcess(80);
    state.alive = 120 * MB; // what stays alive after the first burst (a cache filled)
    state.heap = 250 * MB;
    state.clock += QUIET_MS;
    expect(memory.checkNow()).toBe(true);
    expect(state.heap).toBe(120 * MB);

    // Another burst soon after: not before the interval has passed.
    state.heap = 120 * MB + GROWTH_BYTES + MB;
    state.clock += MIN_INTERVAL_MS - 1;
    expect(memory.checkNow()).toBe(false);
    state.clock += 1;
    expect(memory.checkNow()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it("takes a heap V8 shrank on its own as the new floor", () => {
    const { state, memory } = fakeProcess(200);
    state.heap = 90 * MB; // V8's own reducer ran
    state.clock += QUIET_MS;
    expect(memory.checkNow()).toBe(false);
    state.heap = 90 * MB + GROWTH_BYTES;
    state.clock += QUIET_MS;
    expect(memory.checkNow()).toBe(true);
  });

  it("does nothing where the process was started without `gc`", () => {
    let clock = 0;
    const memory = memoryAfterBursts({ collect: null, heapBytes: () => 500 * MB, now: () => (clock += QUIET_MS) });
    expect(memory.checkNow()).toBe(false);
  });
});
