/**
 * Results kept on the organiser's phone until they reach the server (docs/decisions/044): what one
 * holds, the order they leave in, and the marks the server compares to tell a result saved by
 * someone else meanwhile, or a match moved, from the one the organiser saw. Pure: the page's store
 * (app/competitions/lib/kept-results-store.ts) and the server both stand on it.
 */

/** A match's score as the page showed it: "" before it is played, "3-1", "2-2 (4-3)" after a tie-break. */
export function seenScore(match: {
  team1Score: number | null;
  team2Score: number | null;
  penalties: { team1: number; team2: number } | null;
}): string {
  if (match.team1Score === null || match.team2Score === null) return "";
  const base = `${match.team1Score}-${match.team2Score}`;
  return match.penalties ? `${base} (${match.penalties.team1}-${match.penalties.team2})` : base;
}

/** When a match is played, as the page showed it: its day (or the teacher's words) and its time. */
export function matchWhen(match: { day: string | null; date: string; time: string | null }): string {
  return `${match.day ?? match.date}${match.time ? ` ${match.time}` : ""}`;
}

/** The typed boxes of the result form, as typed. */
export type KeptScores = { team1: string; team2: string; penalties1: string; penalties2: string };

/** What the server said the last time it was tried, when it was not saved. */
export type KeptResultHold =
  /** Someone saved another result for this match meanwhile: the organiser chooses. */
  | { kind: "conflict"; current: string }
  /** The match changed day or time since it was typed. */
  | { kind: "moved"; when: string }
  /** The match is no longer in the competition. */
  | { kind: "gone" }
  /** The scores were refused (the sport's rules, a later knockout tie already played). */
  | { kind: "refused"; message: string };

export type KeptResult = {
  /** Made on the phone: the server saves a key once, however many times it is sent. */
  key: string;
  /** The competition page it was typed on (its path): it is sent there. */
  page: string;
  matchId: number;
  /** The teams, as the public page names them (nothing else about anyone is kept). */
  team1: string;
  team2: string;
  knockout: boolean;
  scores: KeptScores;
  /** Its place in the queue: results leave in the order they were first typed. */
  order: number;
  /** When it was typed, by the phone's clock (ISO). */
  enteredAt: string;
  /** The match's score and day as the page showed them when the result was typed (`seenScore`, `matchWhen`). */
  seen: string;
  when: string;
  /** The keys of the versions it corrected: one of them may have reached the server unanswered. */
  replaces?: string[];
  hold?: KeptResultHold;
};

/** What the server answers a kept result's send (JSON): the outcome, with what the organiser needs to choose. */
export type KeptResultAnswer =
  | { outcome: "saved" | "locked" | "gone" | "failed" | "unlocked" }
  | { outcome: "conflict"; current: string }
  | { outcome: "moved"; when: string }
  | { outcome: "refused"; message: string }
  | { outcome: "denied"; title: string; message: string };

/** A key no other phone makes: 128 random bits, as letters and digits. */
export function newSubmissionKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The keys the server accepts: what `newSubmissionKey` makes (and nothing a page could confuse). */
export const SUBMISSION_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** How many corrected versions a result remembers (the server reads no more). */
export const MAX_REPLACED = 5;

/**
 * Keeps a typed result: a new one goes last; one for a match that already waits replaces it in its
 * place (a correction before it leaves) with a new key, since the old one may have reached the server.
 */
export function keepResult(list: readonly KeptResult[], entry: Omit<KeptResult, "order">): KeptResult[] {
  const waiting = list.find((r) => r.page === entry.page && r.matchId === entry.matchId);
  if (waiting) {
    const replaces = [...(waiting.replaces ?? []), waiting.key].slice(-MAX_REPLACED);
    return list.map((r) => (r === waiting ? { ...entry, order: waiting.order, replaces } : r));
  }
  const order = list.reduce((highest, r) => Math.max(highest, r.order), 0) + 1;
  return [...list, { ...entry, order }];
}

export const withdrawResult = (list: readonly KeptResult[], key: string) => list.filter((r) => r.key !== key);

/** The results of one page, in the order they were typed. */
export const keptResultsOf = (list: readonly KeptResult[], page: string) =>
  list.filter((r) => r.page === page).sort((a, b) => a.order - b.order);

/** What leaves next, in order: the page's results that wait for nothing but the network. */
export const resultsToSend = (list: readonly KeptResult[], page: string) =>
  keptResultsOf(list, page).filter((r) => !r.hold);

/** The organiser chose to send theirs over what is saved now (or to a moved match): its marks become the server's. */
export function sendAnyway(list: readonly KeptResult[], key: string): KeptResult[] {
  return list.map((r) => {
    if (r.key !== key || !r.hold) return r;
    const { hold, ...rest } = r;
    if (hold.kind === "conflict") return { ...rest, seen: hold.current };
    if (hold.kind === "moved") return { ...rest, when: hold.when };
    return r;
  });
}

/** Reads what a phone kept; anything unreadable (another version's, a hand edit) is dropped, never thrown. */
export function parseKeptResults(text: string | null): KeptResult[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isKeptResult) : [];
  } catch {
    return [];
  }
}

function isKeptResult(value: unknown): value is KeptResult {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  const scores = r.scores as Record<string, unknown> | undefined;
  return (
    typeof r.key === "string" &&
    SUBMISSION_KEY_PATTERN.test(r.key) &&
    typeof r.page === "string" &&
    Number.isInteger(r.matchId) &&
    typeof r.order === "number" &&
    typeof r.enteredAt === "string" &&
    typeof r.seen === "string" &&
    typeof r.when === "string" &&
    typeof r.team1 === "string" &&
    typeof r.team2 === "string" &&
    typeof scores === "object" &&
    scores !== null &&
    ["team1", "team2", "penalties1", "penalties2"].every((k) => typeof scores[k] === "string")
  );
}
