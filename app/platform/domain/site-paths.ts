/**
 * A path of this site, or null: what `volver` after signing in and the teacher's site links
 * (`/horarios`) may be. The value is resolved against a stand-in origin with `URL`, exactly as a
 * browser will, and kept only when it stays on that origin and its normalised form cannot be read
 * as another host: `/.//evil.example`, `/a/..//evil.example` and `/%2e//evil.example` all
 * normalise to `//evil.example`, which a browser follows off the site. Backslashes, control
 * characters and white space are refused outright (browsers turn `\` into `/` and drop tabs).
 */
const ORIGIN = "http://site.invalid";

export function sameSitePath(value: unknown, maxLength = 500): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > maxLength || !value.startsWith("/"))
    return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u00a0\\]/.test(value)) return null;
  // Percent-encoded slashes, backslashes, dots and controls change meaning once a server decodes them.
  if (/%(0[0-9a-f]|1[0-9a-f]|20|2e|2f|5c|7f)/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  // What is kept must itself resolve here again (a second normalisation changes nothing).
  if (new URL(path, ORIGIN).origin !== ORIGIN) return null;
  return path;
}
