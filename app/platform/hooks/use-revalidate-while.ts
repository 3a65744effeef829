import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Reloads the page's data every `ms` while `active` (a job in the background the page shows the progress of). */
export function useRevalidateWhile(active: boolean, ms: number) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void revalidate.current(), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
