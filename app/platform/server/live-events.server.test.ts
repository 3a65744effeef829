import { EventEmitter } from "node:events";
import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANY_CHANNEL, createInProcessEvents, createPostgresEvents } from "./live-events.server";

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

/** A pooled connection as node-postgres hands it out: released twice, it throws (as pg-pool does). */
class FakeConnection extends EventEmitter {
  releases = 0;
  async query() {
    return { rows: [] };
  }
  release() {
    this.releases++;
    if (this.releases > 1) throw new Error("Release called on client which has already been released to the pool.");
  }
}

describe("createPostgresEvents", () => {
  afterEach(() => vi.useRealTimers());

  it("survives a connection that reports its loss twice, and listens again once", async () => {
    vi.useFakeTimers();
    const connections: FakeConnection[] = [];
    const pool = {
      connect: vi.fn(async () => {
        const connection = new FakeConnection();
        connections.push(connection);
        return connection;
      }),
    } as unknown as pg.Pool;
    const logged: Record<string, unknown>[] = [];
    const events = await createPostgresEvents(pool, (entry) => logged.push(entry));
    expect(connections).toHaveLength(1);

    // A reset: the socket's error, then the end of the connection, both as errors.
    expect(() => {
      connections[0]!.emit("error", new Error("read ECONNRESET"));
      connections[0]!.emit("error", new Error("Connection terminated unexpectedly"));
    }).not.toThrow();
    expect(connections[0]!.releases).toBe(1);

    await vi.advanceTimersByTimeAsync(600);
    expect(connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connections).toHaveLength(2);
    expect(logged.filter((entry) => entry.msg === "live events: listener connection lost")).toHaveLength(1);
    await events.close();
  });
});
