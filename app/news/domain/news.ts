/** News board rules. */
export const NEWS_CAROUSEL_INTERVAL_MS = 5000;
const NEWS_CAROUSEL_MAX = 4;
const NEWS_PREVIEW_LENGTH = 100;

import type { UploadedImage } from "~/images";
import { richTextToPlain } from "~/platform/domain/text-format";

export type NewsItem = {
  id: number;
  title: string;
  /** ISO day, e.g. 2025-03-05. */
  date: string;
  content: string;
  imageText: string;
  imageUrl: string | null;
  /** When the image is an upload: its sizes, for the page's `srcset`. */
  image: UploadedImage | null;
  /** On top of the board now (a pin whose last day has not passed). */
  pinned: boolean;
  /** A pin's last day on top (YYYY-MM-DD), or null. */
  pinnedUntil: string | null;
  tags: string[];
};

/** Pinned first, then newest date first (then newest id, so the order is stable). */
export function sortNews<T extends Pick<NewsItem, "id" | "date" | "pinned">>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date) || b.id - a.id);
}

/** The featured items of the carousel: pinned ones, in board order, at most 4. */
export function featuredNews<T extends Pick<NewsItem, "id" | "date" | "pinned">>(items: readonly T[]): T[] {
  return sortNews(items)
    .filter((item) => item.pinned)
    .slice(0, NEWS_CAROUSEL_MAX);
}

/**
 * The newest item, when the board's order (pinned first) would put it below the first
 * screen of a phone: behind pinned items, not the carousel's first. Null when it is already the
 * first thing shown (a new item sat 3,270 px down, under three pinned ones).
 */
export function newestBelowTheFold<T extends Pick<NewsItem, "id" | "date" | "pinned">>(items: readonly T[]): T | null {
  const newest = [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
  const first = featuredNews(items)[0];
  // Nothing pinned: the board starts with the newest item anyway.
  if (!newest || !first || first.id === newest.id) return null;
  return newest;
}

/**
 * Card preview: the first 100 characters of the content's words (its marks left out, so a link
 * is never cut in two), ending at a word boundary, with an ellipsis when something was left out.
 */
export function newsPreview(content: string, length = NEWS_PREVIEW_LENGTH): string {
  const text = richTextToPlain(content);
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join("");
  const nextIsSpace = chars[length] === " ";
  const atWord = nextIsSpace ? cut : cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)) || cut;
  return `${atWord.replace(/[\s,.;:]+$/, "")}...`;
}

const spanishLongDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2025-03-05' → '5 de marzo de 2025' (the day as written, whatever the server's time zone). */
export function formatSpanishDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  if (!year || !month || !day) return isoDay;
  return spanishLongDate.format(new Date(Date.UTC(year, month - 1, day)));
}

export type TagColour =
  | "actividad"
  | "competicion"
  | "charla"
  | "salud"
  | "medio-ambiente"
  | "naturaleza"
  | "eso"
  | "2-eso"
  | "bachillerato"
  | "profesores"
  | "liga"
  | "torneo"
  | "femenino"
  | "inscripcion"
  | "todos"
  | "video"
  | "gris";

const TAG_COLOURS: Record<string, TagColour> = {
  actividad: "actividad",
  competición: "competicion",
  charla: "charla",
  salud: "salud",
  "medio ambiente": "medio-ambiente",
  naturaleza: "naturaleza",
  eso: "eso",
  "2º eso": "2-eso",
  bachillerato: "bachillerato",
  profesores: "profesores",
  liga: "liga",
  femenino: "femenino",
  inscripción: "inscripcion",
  "todos los cursos": "todos",
  video: "video",
  vídeo: "video",
};

const tagKey = (tag: string) => tag.trim().toLocaleLowerCase("es");

/**
 * Each known tag has its own colour, the league's and the tournament's by the names the teacher
 * gave them (settings); any unknown tag is grey.
 */
export function tagColour(tag: string, hubs: { leagueName: string; tournamentName: string }): TagColour {
  const key = tagKey(tag);
  if (key === tagKey(hubs.tournamentName)) return "torneo";
  if (key === tagKey(hubs.leagueName)) return "liga";
  return TAG_COLOURS[key] ?? "gris";
}

/** How long an item stays pinned on top of the board: a month, then it takes its place by date. */
export const PINNED_DAYS = 30;

/** The last day an item pinned on `today` (YYYY-MM-DD) stays on top. */
export function pinnedUntilFrom(today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + PINNED_DAYS)).toISOString().slice(0, 10);
}

/** Whether a pinned item is still on top on `today`: pinned, and its last day not passed. */
export const isPinnedOn = (item: { pinned: boolean; pinnedUntil: string | null }, today: string) =>
  item.pinned && (item.pinnedUntil === null || item.pinnedUntil >= today);

/** A news item as a closed school year keeps it (the archive's file and page). */
export type ArchivedNewsItem = { title: string; date: string; content: string };
