import { describe, expect, it } from "vitest";
import { createLiveStreamSlots, liveStreamCap } from "./live-streams.server";

describe("live stream slots", () => {
  it("refuse past the overall cap and past an address's share, and free a slot once given back", () => {
    const slots = createLiveStreamSlots({ max: 3, perAddress: 2 });
    const a1 = slots.open("10.0.0.1");
    const a2 = slots.open("10.0.0.1");
    expect(a1 && a2).toBeTruthy();
    expect(slots.open("10.0.0.1")).toBeNull();
    const b1 = slots.open("10.0.0.2");
    expect(b1).not.toBeNull();
    expect(slots.open("10.0.0.3")).toBeNull();
    a1!();
    a1!();
    expect(slots.count).toBe(2);
    expect(slots.open("10.0.0.3")).not.toBeNull();
  });

  it("take at most 60 % of the open files", () => {
    expect(liveStreamCap(2000, 1024)).toBe(614);
    expect(liveStreamCap(2000, 1_048_576)).toBe(2000);
    expect(liveStreamCap(2000, null)).toBe(2000);
  });
});
