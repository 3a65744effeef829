import { z } from "./zod";

/**
 * The site's public address: the one origin every absolute address the site writes
 * starts with (password-reset links, staff emails, share cards, posters, feeds, the sitemap,
 * canonical and Open Graph tags, calendar links). It is configured, never read from a request:
 * a request's Host names whatever its sender wants.
 */
export type PublicAddress = {
  /** `https://ef.iesejemplo.es` (scheme, host and port; no path, no trailing slash). */
  readonly origin: string;
  /** `ef.iesejemplo.es` (with the port, if any): what a card's footer and a `webcal://` link show. */
  readonly host: string;
};

const MESSAGE = "Escribe la dirección completa de la web, como https://ef.iesejemplo.es (sin nada detrás del nombre).";

/**
 * The origin of a typed address, or null: http(s), a host name of at most 253 characters, no user
 * or password, and nothing after the host but an optional slash.
 */
export function publicOriginOf(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    return null;
  if (!url.hostname || url.hostname.length > 253) return null;
  return url.origin;
}

export const publicAddressOf = (origin: string): PublicAddress => ({ origin, host: new URL(origin).host });

/** The panel's form field: the address as the teacher types it, normalised to its origin. */
export const publicUrlField = z
  .string({ message: MESSAGE })
  .trim()
  .min(1, MESSAGE)
  .max(300, MESSAGE)
  .transform((value, ctx) => {
    const origin = publicOriginOf(value);
    if (!origin) {
      ctx.addIssue({ code: "custom", message: MESSAGE });
      return z.NEVER;
    }
    return origin;
  });

/** The most a Host header may hold: a DNS name (253) and a port. Longer ones are refused at the edge. */
export const HOST_HEADER_MAX = 260;

/** Whether a Host header can be a host name (with an optional port, or an IPv6 literal): anything else gets 400. */
export function isPlausibleHostHeader(host: string | undefined): boolean {
  if (host === undefined) return true;
  return (
    host.length > 0 && host.length <= HOST_HEADER_MAX && /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/.test(host)
  );
}

/** The public address's form (Ajustes). */
export const publicUrlSchema = z.object({ publicUrl: publicUrlField });
