import { EventEmitter } from "node:events";

/**
 * Fan-out of "something changed" signals to open server-sent-event streams. In-process here;
 * on PostgreSQL the server wires it to LISTEN/NOTIFY so several instances share it.
 */
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
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}
