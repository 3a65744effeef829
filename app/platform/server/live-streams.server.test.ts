import { describe, expect, it } from "vitest";
import { createLiveStreamSlots, liveStreamCap } from "./live-streams.server";

describe("live stream slots", () => {
  it("refuse past the overall cap and past an address's share, and free a slot once given back", () => {
    const slots = createLiveStreamSlots({ max: 8, perAddress: 2 });
    const a1 = slots.open("10.0.0.1");
    const a2 = slots.open("10.0.0.1");
    expect(a1 && a2).toBeTruthy();
    expect(slots.open("10.0.0.1")).toBeNull();
    for (const ip of ["10.0.0.2", "10.0.0.3", "10.0.0.4"]) {
      expect(slots.open(ip)).not.toBeNull();
      expect(slots.open(ip)).not.toBeNull();
    }
    expect(slots.open("10.0.0.5")).toBeNull();
    a1!();
    a1!();
    expect(slots.count).toBe(7);
    expect(slots.open("10.0.0.5")).not.toBeNull();
  });

  it("give one address at most a quarter of the slots, whatever its configured share", () => {
    const slots = createLiveStreamSlots({ max: 2000, perAddress: 1000 });
    const taken = (ip: string) => {
      let n = 0;
      while (slots.open(ip)) n++;
      return n;
    };
    expect(taken("198.51.100.1")).toBe(500);
    expect(taken("198.51.100.2")).toBe(500);
    expect(slots.open("198.51.100.3")).not.toBeNull();
    // A cap lowered by the open-files limit lowers the share with it.
    const small = createLiveStreamSlots({ max: 614, perAddress: 1000 });
    let n = 0;
    while (small.open("198.51.100.4")) n++;
    expect(n).toBe(153);
  });

  it("take at most 60 % of the open files", () => {
    expect(liveStreamCap(2000, 1024)).toBe(614);
    expect(liveStreamCap(2000, 1_048_576)).toBe(2000);
    expect(liveStreamCap(2000, null)).toBe(2000);
  });
});
