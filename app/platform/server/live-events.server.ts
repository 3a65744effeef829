import type pg from "pg";
import { EventEmitter } from "node:events";

/**
 * Fan-out of "something changed" signals to open server-sent-event streams. In-process here;
 * on PostgreSQL the server wires it to LISTEN/NOTIFY so several instances share it.
 */
/** Subscribing to this hears every signal of every channel (the page cache: any change empties it). */
export const ANY_CHANNEL = "*";

export type LiveEvents = {
  publish: (channel: string, payload: string) => Promise<void>;
  subscribe: (channel: string, listener: (payload: string) => void) => () => void;
};

export function createInProcessEvents(): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
      if (channel !== ANY_CHANNEL) emitter.emit(ANY_CHANNEL, payload);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}

/** The one PostgreSQL channel all live signals travel on; the app's channel is in the payload. */
const PG_CHANNEL = "ef_live";

/**
 * LISTEN/NOTIFY fan-out: a signal published by any instance reaches the subscribers of every
 * instance connected to the same database. One dedicated connection listens; if it drops, it is
 * re-opened (with a growing pause) and local subscribers keep their subscriptions.
 */
export async function createPostgresEvents(
  pool: pg.Pool,
  log: (entry: Record<string, unknown>) => void = () => {},
): Promise<LiveEvents & { close: () => Promise<void> }> {
  const local = createInProcessEvents();
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryMs = 500;

  const connect = async (): Promise<void> => {
    let next: pg.PoolClient;
    try {
      next = await pool.connect();
    } catch (error) {
      log({ level: "error", msg: "live events: cannot listen", error: String(error) });
      scheduleReconnect();
      return;
    }
    // A connection cut by a reset reports itself twice (the socket's error, then its end): it is
    // given back once and re-opened once; a second release would throw out of the listener and stop
    // the server.
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.release(error);
      log({ level: "error", msg: "live events: listener connection lost", error: error.message });
      scheduleReconnect();
    };
    next.on("notification", (message) => {
      if (message.channel !== PG_CHANNEL || !message.payload) return;
      try {
        const { channel, payload } = JSON.parse(message.payload) as { channel: string; payload: string };
        void local.publish(channel, payload);
      } catch {
        // not one of ours
      }
    });
    next.on("error", lose);
    try {
      await next.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost) return;
    client = next;
    retryMs = 500;
  };
  const scheduleReconnect = () => {
    if (closed) return;
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  await connect();
  return {
    async publish(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [PG_CHANNEL, JSON.stringify({ channel, payload })]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      const current = client;
      client = null;
      if (current) {
        await current.query(`UNLISTEN ${PG_CHANNEL}`).catch(() => {});
        current.release();
      }
    },
  };
}
