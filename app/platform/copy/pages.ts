export const SITE_NAME = "Educación Física";

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} · ${SITE_NAME}`;
}

/** The home page's title: the department and its school (the name is the teacher's, in «Ajustes»). */
export function homeTitle(schoolName: string | undefined): string {
  return schoolName ? `${SITE_NAME} · ${schoolName}` : SITE_NAME;
}

/** Meta of a page that search engines must not list (the panel, the password-gated course pages). */
export function unlistedPageMeta(pageTitle: string, description?: string) {
  return [
    { title: documentTitle(pageTitle) },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

/** The error page (root ErrorBoundary), by HTTP status; `other` for anything else. */
export const ERROR_PAGE_COPY = {
  404: { title: "Página no encontrada", message: "La página que buscas no existe o ha cambiado de dirección." },
  403: { title: "Acceso denegado", message: "Tu cuenta no tiene permiso para ver esta página." },
  503: {
    title: "Servicio no disponible",
    message: "La web no puede acceder ahora a sus datos. Inténtalo de nuevo en unos minutos.",
  },
  other: {
    title: "Algo ha salido mal",
    message: "Ha ocurrido un error inesperado. Vuelve a intentarlo dentro de un momento.",
  },
} as const;
