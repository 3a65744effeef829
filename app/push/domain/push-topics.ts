import { z } from "zod";
import { dateToMadridLocal } from "~/platform/domain/madrid-time";

/**
 * Web Push: what a phone can follow, what it is told, and which addresses the server will
 * send to. Pure rules, shared by the server and the follow button.
 */

/** A team (`target`: its id), a course's news (`target`: the course's address) or the news board (`target`: ''). */
export const PUSH_TOPIC_KINDS = ["team", "course", "news"] as const;
export type PushTopicKind = (typeof PUSH_TOPIC_KINDS)[number];
export type PushTopic = { kind: PushTopicKind; target: string };

/** Who hears of an event: the followers of a topic, sent to `url` (a team's followers to the team's own view). */
export type PushAudience = PushTopic & { url: string };

/** One notice as the phone shows it; `url` is the page it opens (a path of the site). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export const pushTopicSchema = z.object({
  kind: z.enum(PUSH_TOPIC_KINDS),
  target: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/),
});

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * A push service's address as a browser gives it: a URL, so no space or control character (a NUL
 * would reach the database, which refuses it).
 */
export const pushEndpointSchema = z
  .string()
  .min(10)
  .max(1000)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^\u0000-\u0020\u007f]+$/);

/** A browser's `PushSubscription.toJSON()`: the push service's address and the keys (RFC 8291). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/**
 * The push services browsers use (Chrome, Edge, Firefox, Safari, Samsung). The server only ever
 * sends to these: an address a visitor typed could otherwise make the server post to anything
 * (a machine on the school's network). Tests add their local endpoint with `allowLoopback`.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
];
const PUSH_SERVICE_SUFFIXES = [".notify.windows.com", ".push.apple.com"];

export function isPushServiceEndpoint(endpoint: string, { allowLoopback = false } = {}): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLoopback && url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost")) {
    return true;
  }
  if (url.protocol !== "https:" || url.username || url.password || (url.port && url.port !== "443")) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

type MatchFacts = {
  competition: string;
  team1: string;
  team2: string;
  day: string | null;
  time: string | null;
  location: string | null;
};

const dayFormat = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** '2026-12-09' → 'miércoles, 9 de diciembre'. */
const spanishDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

const joinDetails = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

/** «Mañana juegan Los Rayos – Águilas, 11:15, pista 2». */
export function reminderMessage(match: MatchFacts): Pick<PushMessage, "title" | "body"> {
  return {
    title: match.competition,
    body: joinDetails(`Mañana juegan ${match.team1} – ${match.team2}`, match.time, match.location),
  };
}

/** «Resultado: Los Rayos 3 – 1 Águilas» (and what decided a tie, in its sport's words: «(4-2 pen.)»). */
export function resultMessage(
  match: Pick<MatchFacts, "competition" | "team1" | "team2"> & {
    score1: number;
    score2: number;
    decided: string | null;
  },
): Pick<PushMessage, "title" | "body"> {
  return {
    title: match.competition,
    body: `Resultado: ${match.team1} ${match.score1} – ${match.score2} ${match.team2}${match.decided ? ` ${match.decided}` : ""}`,
  };
}

/** «Cambio de horario: Los Rayos – Águilas, miércoles, 9 de diciembre, 11:15, pista 2». */
export function movedMessage(match: MatchFacts): Pick<PushMessage, "title" | "body"> {
  const when = match.day ? joinDetails(spanishDay(match.day), match.time, match.location) : "día por determinar";
  return { title: match.competition, body: `Cambio de horario: ${match.team1} – ${match.team2}, ${when}` };
}

/** «Nuevo partido: Los Rayos – Águilas, miércoles, 9 de diciembre, 11:15, pista 2» (a match added, or a knockout's drawn). */
export function newMatchMessage(match: MatchFacts): Pick<PushMessage, "title" | "body"> {
  const when = match.day ? joinDetails(spanishDay(match.day), match.time, match.location) : "día por determinar";
  return { title: match.competition, body: `Nuevo partido: ${match.team1} – ${match.team2}, ${when}` };
}

/** A news item: the board's or a course's, its title as the notice. */
export function newsMessage(item: { title: string; course: string | null }): Pick<PushMessage, "title" | "body"> {
  return { title: item.course ? `Noticias de ${item.course}` : "Novedades", body: item.title };
}

/** 'HH:MM' of the day-before reminder. */
export const REMINDER_HOUR_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const DEFAULT_REMINDER_HOUR = "18:00";

/**
 * The day whose matches are announced now: tomorrow (Madrid), once the set hour has come today;
 * before it, none. So the reminder goes at the hour, or at the first look after it (a server that
 * was restarted at 18:05 still sends it), and never the morning before.
 */
export function reminderDayAt(now: Date, hour: string): string | null {
  const local = dateToMadridLocal(now);
  if (local.slice(11, 16) < (REMINDER_HOUR_PATTERN.test(hour) ? hour : DEFAULT_REMINDER_HOUR)) return null;
  const [y, m, d] = local.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Waits between tries of a message the push service did not take: 30 s, 1 min, 2 min… up to an hour, 8 tries. */
export const PUSH_MAX_ATTEMPTS = 8;
export const pushRetryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
