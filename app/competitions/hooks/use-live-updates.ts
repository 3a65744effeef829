import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

const POLL_MS = 30_000;
const RECONNECT_MS = 60_000;

/**
 * Listens to a server-sent-event stream and reloads the page's data when it says something
 * changed. Returns the time of the last update (for a polite status message). EventSource
 * reconnects by itself; after a reconnection the data is reloaded once, in case an update was
 * missed while the connection was down. A stream the server refuses (at its cap) becomes polling.
 */
export function useLiveUpdates(url: string, eventName: string): Date | null {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const current = new EventSource(url);
      source = current;
      let opened = false;
      current.addEventListener("open", () => {
        if (opened) void revalidate.current();
        opened = true;
        clearInterval(poll);
        poll = undefined;
      });
      current.addEventListener(eventName, () => {
        void revalidate.current();
        setUpdatedAt(new Date());
      });
      // A refused stream (the server is at its cap: 503) is not retried by the browser: the page
      // asks for fresh data every 30 s instead, and tries the stream again a minute later.
      current.addEventListener("error", () => {
        if (current.readyState !== EventSource.CLOSED) return;
        poll ??= setInterval(() => void revalidate.current(), POLL_MS);
        clearTimeout(retry);
        retry = setTimeout(connect, RECONNECT_MS);
      });
    };
    connect();
    return () => {
      source?.close();
      clearInterval(poll);
      clearTimeout(retry);
    };
  }, [url, eventName]);

  return updatedAt;
}
