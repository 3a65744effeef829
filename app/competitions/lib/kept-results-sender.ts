import { useSyncExternalStore } from "react";
import {
  type KeptResult,
  type KeptResultAnswer,
  type KeptResultHold,
  resultsToSend,
  withdrawResult,
} from "~/competitions/domain/kept-results";
import { readKeptResults, updateKeptResults } from "./kept-results-store";

/**
 * Sends the results a phone kept (docs/decisions/044), one at a time, in the order they were typed,
 * to the competition's `/resultados`. A result leaves the phone only when the server says it is
 * saved (its key makes a repeat harmless); one the server holds back (saved meanwhile, moved, gone,
 * refused) is marked for the organiser and the rest go on; no network, or an ended pass, stops the
 * run until the next try.
 */

/** A send with no answer within this long is given up and tried again later (its key keeps it single). */
const SEND_WAIT_MS = 15_000;

export type SendRun = { sent: number; stopped: "offline" | "locked" | null };

type SenderState = { sending: boolean; locked: boolean; offline: boolean };
let state: SenderState = { sending: false, locked: false, offline: false };
const listeners = new Set<() => void>();
const setState = (next: Partial<SenderState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/** Whether a run is under way, and why the last one stopped; live. */
export function useSenderState(): SenderState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

const runs = new Map<string, Promise<SendRun>>();

/** Sends what the page's phone holds; a run already going for the page is joined, not doubled. */
export function sendKeptResults(page: string): Promise<SendRun> {
  const running = runs.get(page);
  if (running) return running;
  const run = sendInOrder(page).finally(() => {
    runs.delete(page);
    setState({ sending: false });
  });
  runs.set(page, run);
  return run;
}

async function sendInOrder(page: string): Promise<SendRun> {
  let sent = 0;
  setState({ sending: true });
  for (;;) {
    const next = resultsToSend(readKeptResults(), page)[0];
    if (!next) {
      setState({ offline: false });
      return { sent, stopped: null };
    }
    const answer = await sendOne(next);
    if (!answer || answer.outcome === "failed") {
      setState({ offline: true });
      return { sent, stopped: "offline" };
    }
    setState({ offline: false });
    if (answer.outcome === "locked") {
      setState({ locked: true });
      return { sent, stopped: "locked" };
    }
    setState({ locked: false });
    if (answer.outcome === "saved") {
      updateKeptResults((list) => withdrawResult(list, next.key));
      sent++;
      continue;
    }
    const hold = holdOf(answer);
    updateKeptResults((list) => list.map((r) => (r.key === next.key ? { ...r, hold } : r)));
  }
}

function holdOf(answer: KeptResultAnswer): KeptResultHold {
  switch (answer.outcome) {
    case "conflict":
      return { kind: "conflict", current: answer.current };
    case "moved":
      return { kind: "moved", when: answer.when };
    case "refused":
    case "denied":
      return { kind: "refused", message: answer.message };
    default:
      return { kind: "gone" };
  }
}

/** One result's send: the server's answer, or null when none came (no network, no answer in time). */
async function sendOne(result: KeptResult): Promise<KeptResultAnswer | null> {
  const body = new URLSearchParams({
    intent: "save",
    partido: String(result.matchId),
    ...result.scores,
    clave: result.key,
    anotado: result.enteredAt,
    visto: result.seen,
    cuando: result.when,
    reemplaza: (result.replaces ?? []).join(","),
  });
  return post(`${result.page}/resultados?partido=${result.matchId}`, body);
}

async function post(url: string, body: URLSearchParams): Promise<KeptResultAnswer | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(SEND_WAIT_MS),
    });
    return (await response.json()) as KeptResultAnswer;
  } catch {
    return null;
  }
}

/** The organiser password, typed once when the pass ended while results waited (the caller then sends them). */
export async function unlockKeptResults(page: string, password: string): Promise<KeptResultAnswer | null> {
  const answer = await post(`${page}/resultados`, new URLSearchParams({ intent: "unlock", password }));
  if (answer?.outcome === "unlocked") setState({ locked: false });
  return answer;
}
