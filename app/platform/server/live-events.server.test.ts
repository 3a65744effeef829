import { describe, expect, it } from "vitest";
import { ANY_CHANNEL, createInProcessEvents } from "./live-events.server";

describe("createInProcessEvents", () => {
  it("delivers a signal to its channel's subscribers and to those of every channel, once", async () => {
    const events = createInProcessEvents();
    const heard: string[] = [];
    const stopOne = events.subscribe("competition:futbol-masculino", (payload) => heard.push(`uno ${payload}`));
    const stopAll = events.subscribe(ANY_CHANNEL, (payload) => heard.push(`todos ${payload}`));
    await events.publish("competition:futbol-masculino", "7");
    await events.publish("pages:changed", "");
    expect(heard).toEqual(["uno 7", "todos 7", "todos "]);
    stopOne();
    stopAll();
    await events.publish("competition:futbol-masculino", "8");
    expect(heard).toHaveLength(3);
  });
});
