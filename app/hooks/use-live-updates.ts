import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * Listens to a server-sent-event stream and reloads the page's data when it says something
 * changed. Returns the time of the last update (for a polite status message). EventSource
 * reconnects by itself; after a reconnection the data is reloaded once, in case an update was
 * missed while the connection was down.
 */
export function useLiveUpdates(url: string, eventName: string): Date | null {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    let opened = false;
    source.addEventListener("open", () => {
      if (opened) void revalidate.current();
      opened = true;
    });
    source.addEventListener(eventName, () => {
      void revalidate.current();
      setUpdatedAt(new Date());
    });
    return () => source.close();
  }, [url, eventName]);

  return updatedAt;
}
