/**
 * What staff can be told by email: the kinds of things that wait for the teacher, how
 * each is said, and where in the panel it is. No pupil's name or message goes in an email: it
 * says what arrived and links to the panel, where the teacher signs in to read it.
 */
export const STAFF_NOTICE_MODES = {
  off: "No enviarme correos",
  immediate: "Un correo por cada novedad, al momento",
  digest: "Un resumen al día, a la hora que elija",
} as const;
export type StaffNoticeMode = keyof typeof STAFF_NOTICE_MODES;

export const STAFF_NOTICE_KINDS = {
  message: {
    one: "un mensaje nuevo en el buzón",
    many: (n: number) => `${n} mensajes nuevos en el buzón`,
    path: "/admin/buzon?lista=mensajes",
  },
  "project-signup": {
    one: "una inscripción nueva en un proyecto",
    many: (n: number) => `${n} inscripciones nuevas en proyectos`,
    path: "/admin/buzon?lista=proyectos",
  },
  "tournament-enrolment": {
    one: "una inscripción nueva en el torneo",
    many: (n: number) => `${n} inscripciones nuevas en el torneo`,
    path: "/admin/torneo",
  },
  "league-team": {
    one: "un equipo nuevo de la liga",
    many: (n: number) => `${n} equipos nuevos de la liga`,
    path: "/admin/buzon?lista=liga",
  },
  "hall-of-fame": {
    one: "una propuesta nueva al Salón de la Fama",
    many: (n: number) => `${n} propuestas nuevas al Salón de la Fama`,
    path: "/admin/buzon?lista=salon",
  },
  comment: {
    one: "un comentario que espera tu aprobación",
    many: (n: number) => `${n} comentarios que esperan tu aprobación`,
    path: "/admin/moderacion",
  },
} as const;
export type StaffNoticeKind = keyof typeof STAFF_NOTICE_KINDS;
export const STAFF_NOTICE_KIND_KEYS = Object.keys(STAFF_NOTICE_KINDS) as StaffNoticeKind[];

export type MailMessage = { to: string; subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** An email in plain text and HTML from paragraphs and links (the HTML escapes every word). */
function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  links: { label: string; url: string }[],
  footer: string,
): MailMessage {
  const text = [...paragraphs, ...links.map((l) => `${l.label}: ${l.url}`), "", footer]
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join(
      "",
    )}${links.map((l) => `<p><a href="${escapeHtml(l.url)}" style="color:#115e59;font-weight:bold">${escapeHtml(l.label)}</a></p>`).join("")}<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  return { to, subject, text, html };
}

const FOOTER =
  "Recibes este correo porque lo elegiste en «Ajustes» del panel de Educación Física. Puedes cambiarlo allí.";

/** One thing arrived (immediate mode). */
export function noticeMail(to: string, kind: StaffNoticeKind, origin: string): MailMessage {
  const what = STAFF_NOTICE_KINDS[kind];
  return composeMail(
    to,
    `Educación Física: ${what.one}`,
    [`Hay ${what.one} en la web de Educación Física.`],
    [{ label: "Abrirlo en el panel", url: `${origin}${what.path}` }],
    FOOTER,
  );
}

/** The day's digest: how many of each kind arrived since the last one; null when nothing did. */
export function digestMail(
  to: string,
  counts: Partial<Record<StaffNoticeKind, number>>,
  origin: string,
): MailMessage | null {
  const kinds = STAFF_NOTICE_KIND_KEYS.filter((kind) => (counts[kind] ?? 0) > 0);
  if (kinds.length === 0) return null;
  const line = (kind: StaffNoticeKind) =>
    counts[kind] === 1 ? STAFF_NOTICE_KINDS[kind].one : STAFF_NOTICE_KINDS[kind].many(counts[kind]!);
  return composeMail(
    to,
    "Educación Física: resumen del día",
    [
      "Desde el último resumen ha llegado a la web de Educación Física:",
      ...kinds.map((kind) => `· ${line(kind)[0]!.toUpperCase()}${line(kind).slice(1)}.`),
    ],
    kinds.map((kind) => ({
      label: `Ver ${STAFF_NOTICE_KINDS[kind].many(2).replace(/^2 /, "")}`,
      url: `${origin}${STAFF_NOTICE_KINDS[kind].path}`,
    })),
    FOOTER,
  );
}

/** The password reset's email: a one-time link valid for 30 minutes. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return composeMail(
    to,
    "Educación Física: cambia tu contraseña",
    [
      "Alguien (seguramente tú) ha pedido cambiar la contraseña de tu cuenta del panel de Educación Física.",
      "El enlace sirve una sola vez durante 30 minutos. Si no lo has pedido tú, no hagas nada: tu contraseña no cambia.",
    ],
    [{ label: "Elegir una contraseña nueva", url: link }],
    "Al cambiarla se cierran todas las sesiones abiertas con tu cuenta.",
  );
}

/** How long a failed send waits before the next try: 30 s, 1 min, 2 min… up to 6 hours. */
export const MAIL_MAX_ATTEMPTS = 12;
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}
