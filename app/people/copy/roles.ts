/** What each staff role is called on the panel's pages. */
export const ROLE_LABELS = { admin: "Profesorado (administración)", organiser: "Organización de torneos" } as const;
