import { useCallback, useEffect, useState } from "react";
import type { ResultEntryAccess } from "~/competitions/domain/match-result";

/** Answers whether this browser may enter results without the password (private, never cached). */
const RESULT_ACCESS_PATH = "/admin/sesion";

/**
 * How this browser enters results, asked once `enabled` turns true: with a staff account, with
 * today's organiser pass, or with the password. Public pages are the same for everyone (the page
 * cache serves the shared copy), so a page that needs to know asks after load. null while the
 * answer is on its way; "password" if it cannot be had (the password still works). The setter
 * records what a dialog learnt: the password was right (the day pass is set), or the pass ended.
 */
export function useResultEntryAccess(
  enabled: boolean,
): [ResultEntryAccess | null, (access: ResultEntryAccess) => void] {
  const [access, setAccess] = useState<ResultEntryAccess | null>(null);
  useEffect(() => {
    if (!enabled || access !== null) return;
    let current = true;
    fetch(RESULT_ACCESS_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((response): Promise<{ signedIn?: unknown; organiserDay?: unknown }> =>
        response.ok ? response.json() : Promise.resolve({}),
      )
      .then(
        (answer) =>
          current &&
          setAccess(answer.signedIn === true ? "account" : answer.organiserDay === true ? "day-pass" : "password"),
      )
      .catch(() => current && setAccess("password"));
    return () => {
      current = false;
    };
  }, [enabled, access]);
  const learnt = useCallback((next: ResultEntryAccess) => setAccess((was) => (was === "account" ? was : next)), []);
  return [access, learnt];
}
