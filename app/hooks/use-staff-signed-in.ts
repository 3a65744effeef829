import { useEffect, useState } from "react";

/** Answers whether this browser is signed in to the panel (private, never cached). */
export const STAFF_SESSION_PATH = "/admin/sesion";

/**
 * Whether this browser holds a staff session, asked once `enabled` turns true. Public pages are the
 * same for everyone (the page cache serves the teacher the shared copy), so a page that needs to
 * know asks after load. null while the answer is on its way; false if it cannot be had (the
 * organiser password still works).
 */
export function useStaffSignedIn(enabled: boolean): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled || signedIn !== null) return;
    let current = true;
    fetch(STAFF_SESSION_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ signedIn?: unknown }>) : { signedIn: false }))
      .then((answer) => current && setSignedIn(answer.signedIn === true))
      .catch(() => current && setSignedIn(false));
    return () => {
      current = false;
    };
  }, [enabled, signedIn]);
  return signedIn;
}
