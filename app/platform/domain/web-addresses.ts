import { sameSitePath } from "./site-paths";

/** Addresses the teacher types in the panel's forms: links and YouTube videos. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Whether a link the teacher typed may be stored: http(s) with a host, or (internal) a path of this site. */
export function isAllowedLink(value: string, internal = false): boolean {
  if (internal && value.startsWith("/")) return sameSitePath(value) !== null;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The id of a YouTube video from its id or any of its usual addresses; null if it is neither. */
export function youtubeIdOf(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let address: URL;
  try {
    address = new URL(value);
  } catch {
    return null;
  }
  if (address.protocol !== "https:" && address.protocol !== "http:") return null;
  const host = address.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = address.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "music.youtube.com") {
    id = address.searchParams.get("v") ?? address.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
