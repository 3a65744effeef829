import { useMemo, useSyncExternalStore } from "react";
import { type KeptResult, keptResultsOf, parseKeptResults } from "~/competitions/domain/kept-results";

/**
 * Where the phone keeps the results that have not reached the server yet (docs/decisions/044): the
 * browser's local storage, which survives a reload and a closed tab, and is this site's alone. Every
 * change is told to the page's lists at once (and to the phone's other tabs by the browser).
 */
export const KEPT_RESULTS_KEY = "ef-resultados-guardados";
const CHANGED = "ef-resultados-guardados";

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const readKeptResults = (): KeptResult[] => parseKeptResults(storage()?.getItem(KEPT_RESULTS_KEY) ?? null);

export function writeKeptResults(list: readonly KeptResult[]) {
  const store = storage();
  if (!store) return;
  if (list.length === 0) store.removeItem(KEPT_RESULTS_KEY);
  else store.setItem(KEPT_RESULTS_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGED));
}

/** Changes the kept list in one step (read, change, write). */
export function updateKeptResults(change: (list: KeptResult[]) => KeptResult[]) {
  writeKeptResults(change(readKeptResults()));
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}

/** The results one competition page holds on this phone, in the order they leave; live. */
export function useKeptResults(page: string): KeptResult[] {
  const text = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(KEPT_RESULTS_KEY) ?? null,
    () => null,
  );
  return useMemo(() => keptResultsOf(parseKeptResults(text), page), [text, page]);
}

/** The day (in Madrid) this phone last knew it held today's organiser pass: offline, it still does. */
const DAY_PASS_KEY = "ef-pase-organizacion";
const madridDay = (at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", dateStyle: "short" }).format(at);

export function rememberDayPass(held: boolean) {
  const store = storage();
  if (held) store?.setItem(DAY_PASS_KEY, madridDay());
  else store?.removeItem(DAY_PASS_KEY);
}

export const rememberedDayPass = () => storage()?.getItem(DAY_PASS_KEY) === madridDay();
