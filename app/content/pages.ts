/**
 * Title of every page of the route table (spec 001 §2). Pages not built yet use it to show their
 * real title and an honest "in preparation" notice instead of pretending to be finished.
 */
export const PAGE_TITLES: Record<string, string> = {
  "/": "Inicio",
  "/horarios": "Horarios 2025/2026",
  "/proyectos/health-leaders": "Health Leaders",
  "/proyectos/guardianes-de-la-pista": "Guardianes de la Pista",
  "/proyectos/masterchef4life": "MasterChef4Life",
  "/proyectos/desafio-xacobeo": "Desafío Xacobeo",
  "/proyectos/disfruta-del-recreo": "Disfruta del Recreo",
  "/proyectos/conquista-el-reto": "Conquista el Reto",
  "/proyectos/olimpiada-escolar": "Olimpiada Escolar",
  "/proyectos/carrera-plogging": "Carrera Plogging",
  "/proyectos/sombras-y-brillo": "Sombras y Brillo",
  "/proyectos/our-local-olympics": "Our Local Olympics",
  "/proyectos/cimas-contra-el-cancer": "Cimas contra el Cáncer",
  "/proyectos/investiga-y-descubre": "Investiga y Descubre",
  "/proyectos/mas-deporte": "+Deporte",
  "/bilinguismo/recursos": "Recursos y Materiales",
  "/bilinguismo/proyecto-bilingue-24-25": "Proyecto Bilingüe 2024-2025",
  "/novedades": "Última Hora",
  "/blog": "Blog",
  "/campeonatos/mantecup": "Torneo Mantecup",
  "/campeonatos/mantecup/futbol-masculino": "Fútbol Masculino · Mantecup",
  "/campeonatos/mantecup/futbol-femenino": "Fútbol Femenino · Mantecup",
  "/campeonatos/mantecup/voleibol-mixto": "Voleibol Mixto · Mantecup",
  "/campeonatos/mantecup/baloncesto-mixto": "Baloncesto Mixto · Mantecup",
  "/campeonatos/mantecup/badminton-masculino": "Bádminton Masculino · Mantecup",
  "/campeonatos/mantecup/badminton-femenino": "Bádminton Femenino · Mantecup",
  "/campeonatos/fernando-iii-league": "Fernando III League",
  "/campeonatos/salon-de-la-fama": "Salón de la Fama",
  "/admin/mantecup": "Solicitudes de inscripción · Mantecup",
  "/cursos/2-eso": "2º ESO",
  "/cursos/3-eso": "3º ESO",
  "/cursos/1-bachillerato": "1º Bachillerato",
  "/cursos/calendario": "Calendario",
  "/cursos/recursos": "Recursos del curso",
  "/cursos/rincon-de-logros": "Podio de Honor",
  "/cursos/buzon-sugerencias": "Buzón de sugerencias",
  "/cursos/ranking-amigable": "Ranking amigable",
  "/cursos/progreso-grupo": "Progreso del grupo",
  "/cursos/noticias": "Noticias del Curso",
};

const SITE_NAME = "Educación Física";

export function documentTitle(pageTitle: string): string {
  return pageTitle === "Inicio" ? `${SITE_NAME} · EF con el profe` : `${pageTitle} · ${SITE_NAME}`;
}

/** Meta of a page that search engines must not list (the panel, the password-gated course pages). */
export function unlistedPageMeta(pageTitle: string) {
  return [{ title: documentTitle(pageTitle) }, { name: "robots", content: "noindex" }];
}

/** The error page (root ErrorBoundary), by HTTP status; `other` for anything else. */
export const ERROR_PAGE_COPY = {
  404: { title: "Página no encontrada", message: "La página que buscas no existe o ha cambiado de dirección." },
  403: { title: "Acceso denegado", message: "Tu cuenta no tiene permiso para ver esta página." },
  503: { title: "Servicio no disponible", message: "La web no puede acceder ahora a sus datos. Inténtalo de nuevo en unos minutos." },
  other: { title: "Algo ha salido mal", message: "Ha ocurrido un error inesperado. Vuelve a intentarlo dentro de un momento." },
} as const;
