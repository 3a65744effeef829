/** The teacher's inbox: the four lists of what visitors send, their columns (screen and CSV) and filters. */

/** `title`: the column that names an entry (its card is labelled with it and the date). */
export const INBOX_LISTS = {
  mensajes: {
    label: "Mensajes y sugerencias",
    columns: ["Fecha", "Origen", "Nombre", "Curso", "Correo", "Mensaje"],
    title: 2,
  },
  proyectos: { label: "Inscripciones en proyectos", columns: ["Fecha", "Proyecto", "Nombre", "Curso"], title: 2 },
  salon: {
    label: "Propuestas al Salón de la Fama",
    columns: ["Fecha", "Nombre", "Tipo", "Deporte", "Logro"],
    title: 1,
  },
  liga: { label: "Equipos de la liga", columns: ["Fecha", "Equipo", "Deporte", "Capitán/a", "Integrantes"], title: 1 },
} as const;
export type InboxList = keyof typeof INBOX_LISTS;
export const INBOX_LIST_KEYS = Object.keys(INBOX_LISTS) as InboxList[];

export const INBOX_STATES = { nuevos: "Sin leer", todos: "Todos (sin archivar)", archivados: "Archivados" } as const;
export type InboxState = keyof typeof INBOX_STATES;

export const SOURCE_LABELS = { contacto: "Contacto (inicio)", buzon: "Buzón de sugerencias" } as const;

export type InboxChange = "read" | "unread" | "archive" | "unarchive" | "delete" | "approve" | "unapprove";

export type InboxFilters = {
  list: InboxList;
  state: InboxState;
  /** A project's name, one of the projects with a sign-up form (the teacher's). */
  project?: string;
  source?: keyof typeof SOURCE_LABELS;
};

/**
 * Filters from the address (`?lista=&estado=&proyecto=&origen=`); anything unknown falls back to the
 * default. `signupProjects`: the names of the projects with a sign-up form.
 */
export function readInboxFilters(params: URLSearchParams, signupProjects: readonly string[]): InboxFilters {
  const list = params.get("lista");
  const state = params.get("estado");
  const project = params.get("proyecto");
  const source = params.get("origen");
  return {
    list: list && Object.hasOwn(INBOX_LISTS, list) ? (list as InboxList) : "mensajes",
    state: state && Object.hasOwn(INBOX_STATES, state) ? (state as InboxState) : "todos",
    project: project && signupProjects.includes(project) ? project : undefined,
    source: source && Object.hasOwn(SOURCE_LABELS, source) ? (source as keyof typeof SOURCE_LABELS) : undefined,
  };
}

/** What the moderation page can show. */
export const MODERATION_KINDS = {
  pendientes: "Pendientes",
  blog: "Comentarios del blog",
  cursos: "Comentarios de noticias de curso",
  likes: "«Me gusta» del blog",
} as const;
export type ModerationKind = keyof typeof MODERATION_KINDS;
/** Where a comment was written (the «Pendientes» list mixes both). */
export type CommentSource = "blog" | "cursos";
/** A comment is on the site, hidden by the teacher, or waiting for approval (pre-moderation): three states apart. */
export type CommentState = "shown" | "hidden" | "pending";
export const commentStateOf = (row: { hiddenAt: Date | null; awaitingApproval: boolean }): CommentState =>
  row.awaitingApproval ? "pending" : row.hiddenAt ? "hidden" : "shown";
