// Hidden fields every form of the site may carry (apart from forms.ts so that no zod comes with them).
/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "sitio_web";
/** Which form of the page was sent (pages such as the blog have one form per post). */
export const FORM_ID_FIELD = "_form";
/** Set by the browser once JavaScript runs: the action answers with data instead of a redirect. */
export const JS_FIELD = "_js";
