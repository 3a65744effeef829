import type { StaffRole } from "~/platform/domain/staff";

/** The back-office sections, in the order of the admin menu. `role` = who may open it. */
const ADMIN_SECTIONS: { path: string; label: string; description: string; role: StaffRole | "any" }[] = [
  { path: "/admin", label: "Inicio", description: "Resumen del panel.", role: "any" },
  {
    path: "/admin/torneo",
    label: "Inscripciones",
    description: "Solicitudes de inscripción en el torneo y su plazo.",
    role: "admin",
  },
  {
    path: "/admin/buzon",
    label: "Buzón",
    description: "Consultas, sugerencias, inscripciones en proyectos, Salón de la Fama y equipos de la liga.",
    role: "admin",
  },
  {
    path: "/admin/moderacion",
    label: "Moderación",
    description: "Comentarios del blog y de las noticias de curso, y «me gusta».",
    role: "admin",
  },
  {
    path: "/admin/novedades",
    label: "Novedades",
    description: "El tablón «Última Hora»: publicar, editar, fijar.",
    role: "admin",
  },
  {
    path: "/admin/paginas",
    label: "Páginas",
    description: "Los textos, enlaces, fotos y vídeos de cada página de la web, con vista previa e historial.",
    role: "admin",
  },
  // The blog one tap from the panel's home: writing a post is a teacher's weekly task.
  {
    path: "/admin/contenido/blog",
    label: "Blog",
    description: "Escribir, editar y borrar las entradas del blog.",
    role: "admin",
  },
  {
    path: "/admin/contenido",
    label: "Contenidos",
    description: "Noticias de curso, logros, ranking, progreso, Salón de la Fama y el blog.",
    role: "admin",
  },
  {
    path: "/admin/campeonatos",
    label: "Campeonatos",
    description: "Equipos, grupos, partidos y resultados del torneo y de la liga.",
    role: "admin",
  },
  {
    path: "/admin/proyectos",
    label: "Proyectos",
    description: "Los proyectos del departamento: añadir, cambiar el nombre o el aspecto, ordenar y retirar.",
    role: "admin",
  },
  {
    path: "/admin/menu",
    label: "Menú",
    description: "El menú de la web: el orden de sus secciones, sus nombres y qué se muestra.",
    role: "admin",
  },
  {
    path: "/admin/cursos",
    label: "Cursos",
    description:
      "Los cursos del departamento: añadir, cambiar el nombre o las clases, ordenar, retirar y su contraseña.",
    role: "admin",
  },
  {
    path: "/admin/curso-escolar",
    label: "Curso escolar",
    description: "Cerrar el curso y abrir el siguiente; los cursos cerrados, su archivo y su exportación.",
    role: "admin",
  },
  {
    path: "/admin/calendario",
    label: "Calendario",
    description: "Festivos nacionales y los días sin clase del centro: los partidos no caen en ellos.",
    role: "admin",
  },

  {
    path: "/admin/horarios",
    label: "Horarios",
    description: "Horario de clases y uso de instalaciones.",
    role: "admin",
  },
  {
    path: "/admin/imagenes",
    label: "Imágenes",
    description: "Subir imágenes para las noticias, el blog y el Salón de la Fama.",
    role: "admin",
  },
  {
    path: "/admin/ajustes",
    label: "Ajustes y contraseñas",
    description: "Nombre del profesor, redes, canal de vídeo y contraseñas de curso y de organización.",
    role: "admin",
  },
  {
    path: "/admin/equipo",
    label: "Equipo",
    description: "Cuentas del profesorado y de organización, invitaciones y sesiones.",
    role: "admin",
  },
  {
    path: "/admin/copias",
    label: "Copias de seguridad",
    description: "Las copias de cada noche y las que pidas: descargarlas y comprobarlas.",
    role: "admin",
  },
  {
    path: "/admin/enlaces",
    label: "Comprobar enlaces",
    description: "Qué enlaces y vídeos de la web no funcionan, y en qué página están.",
    role: "admin",
  },
  { path: "/admin/registro", label: "Registro de cambios", description: "Quién cambió qué y cuándo.", role: "admin" },
];

export const sectionsFor = (role: StaffRole) => ADMIN_SECTIONS.filter((s) => s.role === "any" || s.role === role);

/**
 * Who may open a panel path: the role of the section it belongs to (the longest section path it
 * starts with). `/admin` itself is open to every account; a path no section names is the teacher's.
 */
export function requiredRoleFor(pathname: string): StaffRole | "any" {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === "/admin") return "any";
  const section = sectionFor(path, ADMIN_SECTIONS);
  return section?.role ?? "admin";
}

/** The section a panel path belongs to (the longest section path it starts with), for the phone's menu. */
export function sectionFor<S extends { path: string }>(pathname: string, sections: readonly S[]): S | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return sections
    .filter((s) => path === s.path || (s.path !== "/admin" && path.startsWith(`${s.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
