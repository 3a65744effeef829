// What the form components need to render (hidden field names, input lengths), apart from the
// schemas in forms.ts so that no zod comes with a page: the browser loads the schemas only when
// a visitor starts filling in a form (see usePublicForm).
/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "sitio_web";
/** Which form of the page was sent (pages such as the blog have one form per post). */
export const FORM_ID_FIELD = "_form";
/** Set by the browser once JavaScript runs: the action answers with data instead of a redirect. */
export const JS_FIELD = "_js";

/** Lengths shared by the inputs (`maxLength`) and the schemas. */
export const LIMITS = { name: 100, course: 40, email: 254, message: 5000 } as const;

export const TEAM_LIMITS = { teamName: 60, members: 30, memberName: 100 } as const;
