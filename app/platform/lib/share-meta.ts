import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~/platform/copy/pages";

/**
 * What a link to a page shows where it is shared: its canonical address and the Open
 * Graph and Twitter tags, from the page's own title and description. The picture is the page's
 * (a news item's or a post's photo) or its share card, drawn by the server (`/tarjeta.png`).
 */

/** The query parameters that name a different page (everything else is left out of its canonical address). */
const CANONICAL_PARAMS = ["noticia", "categoria", "curso"] as const;

/** A page's canonical path: its path and the parameters that make it another page. */
export function canonicalPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Whether a picture can be a link's preview: PNG or JPEG. WhatsApp and most previewers show nothing
 * for an SVG (the built-in illustrations) or a WebP: those pages get their drawn card.
 */
export const isPreviewableImage = (src: string) => /\.(png|jpe?g)$/i.test(src.split(/[?#]/)[0] ?? "");

/** The share card's address for a page. */
export const shareCardPath = (path: string) => `/tarjeta.png?ruta=${encodeURIComponent(path)}`;

type MetaArgsLike = {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
};

/** The root's `origin` (RootData). */
function originOf(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.data;
  const origin: unknown = root && typeof root === "object" && "origin" in root ? root.origin : "";
  return typeof origin === "string" ? origin : "";
}

const contentOf = (descriptors: readonly MetaDescriptor[], key: "title" | "description") => {
  for (const d of descriptors) {
    if (key === "title" && "title" in d && typeof d.title === "string") return d.title;
    if (key === "description" && "name" in d && d.name === "description" && typeof d.content === "string")
      return d.content;
  }
  return undefined;
};

/**
 * The page's meta (its title and description) followed by its share tags. `image`: the page's own
 * picture (a path of this site or an address), else its share card; `type`: `article` for a news
 * item or a post.
 */
export function withShareTags(
  args: MetaArgsLike,
  descriptors: MetaDescriptor[],
  options: { image?: { src: string; alt: string } | null; type?: "website" | "article" } = {},
): MetaDescriptor[] {
  // Only the server's HTML needs them: what reads them (a crawler, WhatsApp's preview) runs no
  // script. Hydration leaves the extra tags of <head> in place (React 19 skips unexpected ones),
  // and the browser's bundle does not carry this code.
  if (!import.meta.env.SSR) return descriptors;
  const origin = originOf(args.matches);
  const path = canonicalPath(args.location);
  const url = `${origin}${path}`;
  const documentTitle = contentOf(descriptors, "title") ?? SITE_NAME;
  // The page's own title, without the site's name after it (og:site_name says it).
  const title = documentTitle.endsWith(` · ${SITE_NAME}`)
    ? documentTitle.slice(0, -` · ${SITE_NAME}`.length)
    : documentTitle;
  const description = contentOf(descriptors, "description");
  const image =
    options.image?.src && isPreviewableImage(options.image.src)
      ? {
          url: options.image.src.startsWith("/") ? `${origin}${options.image.src}` : options.image.src,
          alt: options.image.alt || title,
        }
      : null;
  const card = `${origin}${shareCardPath(path)}`;
  return [
    ...descriptors,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "es_ES" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: url },
    { property: "og:image", content: image?.url ?? card },
    ...(image
      ? [{ property: "og:image:alt", content: image.alt }]
      : [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { property: "og:image:alt", content: title },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
