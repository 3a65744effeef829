import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "opentype.js";
import { svgToPng } from "~/images/index.server";
import { THEME_COLOUR } from "~/share/copy/web-app";

/**
 * A page's share card: the picture a link shows when pasted in WhatsApp or a social
 * network, 1200×630, the page's title on the site's colours. The letters are drawn as shapes from
 * a font shipped with the site (Inter, from npm), so the card looks the same on a server without
 * any font installed.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const require = createRequire(import.meta.url);
let font: Font | null = null;
const interBold = (): Font => {
  if (!font) throw new Error("share card: the font is read by loadFont() first");
  return font;
};

/** opentype.js and the font load when the first card is drawn, not at every start. */
let fontLoaded: Promise<void> | null = null;
const loadFont = () =>
  (fontLoaded ??= import("opentype.js").then(({ default: opentype }) => {
    const file = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"));
    const parsed = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    // Plain letters: opentype.js cannot apply some of Inter's substitutions, and a card needs none.
    delete parsed.tables.gsub;
    font = parsed;
  }));

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

/** The title in at most three lines at the largest size that fits (an ellipsis past that). */
function titleLines(title: string): { lines: string[]; size: number } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of [84, 72, 62, 54]) {
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (interBold().getAdvanceWidth(next, size) <= TEXT_WIDTH || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= 3) return { lines, size };
  }
  const size = 54;
  const lines = titleLines(words.slice(0, Math.max(1, Math.floor(words.length * 0.6))).join(" ")).lines.slice(0, 3);
  return { lines: [...lines.slice(0, 2), `${lines[2] ?? ""}…`.trim()], size };
}

const path = (text: string, x: number, y: number, size: number) => interBold().getPath(text, x, y, size).toPathData(2);

/** The card as a PNG: `kicker` above the title (the site and school), `footer` below (the address). */
async function drawShareCard({
  title,
  kicker,
  footer,
}: {
  title: string;
  kicker: string;
  footer: string;
}): Promise<Buffer> {
  await loadFont();
  const { lines, size } = titleLines(title);
  const lineHeight = Math.round(size * 1.18);
  // The title's lines centred between the kicker and the footer's bar (y 180 to 480).
  const top = 180 + Math.round((300 - lines.length * lineHeight) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME_COLOUR}"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="${MARGIN}" y="70" width="84" height="84" rx="18" fill="#ffffff"/>
  <path d="${path("EF", MARGIN + 14, 127, 40)}" fill="${THEME_COLOUR}"/>
  <path d="${path(kicker, MARGIN + 110, 124, 34)}" fill="#ccfbf1"/>
  ${lines.map((line, i) => `<path d="${path(line, MARGIN, top + Math.round(size * 0.9) + i * lineHeight, size)}" fill="#ffffff"/>`).join("\n  ")}
  <rect x="${MARGIN}" y="${CARD_HEIGHT - 112}" width="120" height="8" rx="4" fill="#fbbf24"/>
  <path d="${path(footer, MARGIN, CARD_HEIGHT - 56, 30)}" fill="#ccfbf1"/>
</svg>`;
  // Drawn by the image library, in the image child where the server has one, within a few seconds.
  return svgToPng(svg, DRAW_SECONDS_MAX);
}

/**
 * Cards drawn at once and waiting: the layout (a few milliseconds) is the only part on
 * the main thread, the image library draws in the image child; a flood of new pages to draw waits its turn,
 * and past the queue gets «try again» instead of holding memory and threads.
 */
const DRAWS_AT_ONCE = 2;
const DRAWS_WAITING_MAX = 16;
const DRAW_SECONDS_MAX = 5;
let drawing = 0;
const waiting: (() => void)[] = [];

/** Too many cards are being drawn: the route answers 503 with Retry-After. */
export class CardsBusyError extends Error {
  constructor() {
    super("share cards: too many being drawn");
    this.name = "CardsBusyError";
  }
}

async function drawInTurn(words: { title: string; kicker: string; footer: string }): Promise<Buffer> {
  if (drawing >= DRAWS_AT_ONCE) {
    if (waiting.length >= DRAWS_WAITING_MAX) throw new CardsBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  drawing++;
  try {
    return await drawShareCard(words);
  } finally {
    drawing--;
    waiting.shift()?.();
  }
}

/**
 * Cards already drawn (a few dozen pages are shared): kept until the process ends, the oldest
 * dropped past 4 MB (a card is about 30 KB, so some 130 of them).
 */
const CARD_CACHE_BYTES = 4 * 1024 * 1024;
const drawn = new Map<string, { card: Promise<Buffer>; bytes: number }>();
let drawnBytes = 0;

function forget(key: string) {
  const entry = drawn.get(key);
  if (!entry) return;
  drawn.delete(key);
  drawnBytes -= entry.bytes;
}

/** The card for these words, drawn once: keyed only by what it shows (never by a request's Host). */
export function shareCardPng(words: { title: string; kicker: string; footer: string }): Promise<Buffer> {
  const key = JSON.stringify(words);
  const cached = drawn.get(key);
  if (cached) return cached.card;
  const entry = { card: drawInTurn(words), bytes: 0 };
  drawn.set(key, entry);
  entry.card.then(
    (png) => {
      if (drawn.get(key) !== entry) return;
      entry.bytes = png.length;
      drawnBytes += png.length;
      for (const oldest of drawn.keys()) {
        if (drawnBytes <= CARD_CACHE_BYTES || oldest === key) break;
        forget(oldest);
      }
    },
    () => forget(key),
  );
  return entry.card;
}
