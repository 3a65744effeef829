import sanitizeHtml from "sanitize-html";

/**
 * Cleans HTML written by the teacher (news, course news, blog) before it is stored and again
 * before it is rendered: basic formatting and links only. Links keep http(s)/mailto `href`;
 * external ones open safely in a new tab; scripts, event handlers, styles and `javascript:` URLs never survive.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h3", "h4", "blockquote"],
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      // External links open in a new tab without access to this page; links within the site stay.
      a: (tagName, attribs) => {
        const safe: Record<string, string> = {};
        if (attribs.href) safe.href = attribs.href;
        if (attribs.href && /^(https?:)?\/\//i.test(attribs.href)) Object.assign(safe, { target: "_blank", rel: "noopener noreferrer" });
        return { tagName, attribs: safe };
      },
    },
  });
}
