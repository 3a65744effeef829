import fs from "node:fs";

/**
 * The seed's pictures by the names the build gave them (scripts/hash-images.mjs):
 * `/img/profesor.svg` → `/img/profesor.3f2a9c1b0d.svg`. A name that carries its content's hash
 * never changes content, so a browser keeps it for a year without asking again.
 */
export type ImageNames = ReadonlyMap<string, string>;

/** The build's list (build/image-names.json); none in development or before a build. */
export function readImageNames(file: string): ImageNames {
  try {
    const names: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    if (typeof names !== "object" || names === null) return new Map();
    return new Map(Object.entries(names).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return new Map();
  }
}

/** Whether a file's name carries its content's hash (`profesor.3f2a9c1b0d.svg`). */
export const isHashedImageName = (name: string) => /\.[0-9a-f]{10}\.[a-z]+$/i.test(name);

const PICTURE_ADDRESS = /\/img\/[A-Za-z0-9._/-]+\.(?:svg|png|jpe?g|webp|avif|gif)/g;

/**
 * A page's text with each seed picture's address made its hashed one: the attribute and the page's
 * data say the same, so the page hydrates as it was rendered. Any other address is left as it is.
 */
export function withHashedImageNames(text: string, names: ImageNames): string {
  if (names.size === 0 || !text.includes("/img/")) return text;
  return text.replace(PICTURE_ADDRESS, (address) => names.get(address) ?? address);
}
