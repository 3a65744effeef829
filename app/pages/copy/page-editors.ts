import type { z } from "~/platform/domain/zod";
import {
  group,
  image,
  lines,
  list,
  optionalImage,
  paragraphs,
  text,
  textarea,
  url,
  youtube,
  checkbox,
  wholeNumber,
} from "~/platform/domain/field-kit";
import { pageKeys } from "./page-keys";
import { projectPath } from "../domain/projects";
import {
  BILINGUAL_PROJECT_ENTRY,
  LEAGUE_ENTRY,
  TOURNAMENT_ENTRY,
  tournamentTitle,
  type PublicSettings,
  siteAddresses,
} from "~/platform/domain/site-settings";

/**
 * The public pages whose content the teacher edits in /admin/paginas: the blocks of
 * each page and their fields, as the panel labels them, each page one schema of the panel's form
 * language (app/platform/domain/field-kit.ts). The words, links, pictures and videos themselves
 * are in the database (first filled from db/seed-data/pages.ts); the page's code keeps which
 * blocks it has, in which order, and how they look.
 */

// The text format's own hint is the field's (RichTextField); a paragraphs field's `hint` adds to it.
const prose = (label: string, options: { optional?: boolean; hint?: string } = {}) => paragraphs(label, 2000, options);
const items = (label: string, options: { optional?: boolean } = {}) =>
  lines(label, 300, { hint: "Un elemento por línea.", ...options });
const line = (label: string, max = 200) => text(label, max);
const optionalLine = (label: string, max = 200) => text(label, max, { optional: true });
const TEACHER_HINT = "Escribe {profe} donde deba aparecer el nombre del profesor o la profesora (el de Ajustes).";
const titledText = { title: line("Título", 60), text: line("Texto", 300) };

export const HOME_FIELDS = group("Inicio", {
  description: textarea("Descripción para buscadores", 300),
  heroTitle: text("Título de la portada", 100, { hint: TEACHER_HINT }),
  tagline: line("Lema"),
  heroActions: list("Botones de la portada", "Botón", 4, {
    label: line("Texto del botón", 40),
    to: url("Enlace", { internal: true }),
  }),
  intro: group("¿Qué es la Educación Física?", {
    heading: line("Título"),
    paragraphs: prose("Texto"),
    pillars: list("Pilares", "Pilar", 8, titledText),
  }),
  flipped: group("Aula invertida", {
    heading: line("Título"),
    lead: textarea("Entradilla", 600),
    steps: list("Pasos", "Paso", 6, titledText),
  }),
  about: group("Sobre mí", {
    heading: line("Título"),
    photo: image("Foto"),
    paragraphs: prose("Texto", { hint: TEACHER_HINT }),
    highlights: items("Méritos destacados"),
  }),
  contact: group("Contacto", {
    heading: text("Título", 120, { hint: TEACHER_HINT }),
    prompt: line("Invitación a escribir", 300),
  }),
});

export const PROJECT_FIELDS = group("Proyecto", {
  title: line("Título", 80),
  tagline: line("Lema", 200),
  intro: prose("Presentación"),
  sections: list("Bloques de texto", "Bloque", 12, {
    heading: line("Título del bloque"),
    paragraphs: prose("Párrafos", { optional: true }),
    items: items("Lista", { optional: true }),
    columns: list("Columnas (listas con título, una al lado de otra)", "Columna", 4, {
      title: line("Título de la columna", 80),
      items: items("Elementos"),
    }),
  }),
  signup: group("Formulario de inscripción", {
    open: checkbox("Inscripción abierta"),
    heading: optionalLine("Título del formulario"),
  }),
  gallery: list("Galería de fotos", "Foto", 24, { image: image("Foto") }),
  video: group("Vídeo", {
    youtubeId: youtube("Vídeo de YouTube (dirección o código)", { optional: true }),
    title: optionalLine("Título del vídeo"),
  }),
  links: list("Enlaces externos", "Enlace", 8, {
    label: line("Texto del enlace", 100),
    href: url("Dirección"),
    description: optionalLine("Descripción", 300),
  }),
  quote: group("Cita", { text: optionalLine("Cita", 300), author: optionalLine("Autor o autora", 100) }),
  note: textarea("Nota destacada al final", 500, { optional: true }),
});

/** A project page without a sign-up form has no such block to edit. */
const PROJECT_FIELDS_WITHOUT_SIGNUP = PROJECT_FIELDS.omit({ signup: true });

export const COURSE_FIELDS = group("Curso", {
  banner: line("Mensaje de bienvenida", 300),
  intro: textarea("Presentación", 600),
  trimesters: list("Secuenciación de contenidos (trimestres)", "Trimestre", 4, {
    name: line("Nombre del trimestre", 60),
    situations: list("Situaciones de aprendizaje", "SdA", 12, {
      code: line("Código", 12),
      title: line("Título", 120),
      description: line("Descripción", 300),
    }),
  }),
  procedures: items("Procedimientos de evaluación"),
  instruments: items("Instrumentos de evaluación"),
  criteria: list("Criterios de evaluación (imágenes)", "Imagen", 8, {
    image: image("Imagen"),
    caption: line("Pie de imagen", 120),
  }),
  grading: group("Calificación", {
    intro: textarea("Introducción", 600),
    levels: list("Niveles de la rúbrica", "Nivel", 8, {
      level: line("Nivel", 40),
      range: line("Nota", 20),
      description: line("Qué significa", 300),
    }),
    bilingualNote: textarea("Nota sobre el bilingüismo", 600, { optional: true }),
  }),
  extracurricular: items("Actividades extraescolares"),
  complementary: items("Actividades complementarias"),
  bilingual: prose("Bilingüismo (vacío: el bloque no se muestra)", { optional: true }),
  // The friendly ranking's «Sistema de Puntuaciones» (its page, /cursos/ranking-amigable?curso=…): the teacher's.
  scoring: group("Sistema de puntuaciones del ranking (vacío: no se muestra)", {
    earn: list("Puntos que se ganan", "Concepto", 30, {
      concept: line("Concepto", 80),
      points: wholeNumber("Puntos", 1, 500),
      unit: optionalLine("Cada cuánto (por clase, por semana…)", 40),
    }),
    lose: list("Puntos que se pierden", "Concepto", 20, {
      concept: line("Concepto", 80),
      points: wholeNumber("Puntos que resta", 1, 500),
      unit: optionalLine("Cada cuánto (por clase, por semana…)", 40),
    }),
  }),
});

export const COURSE_ZONE_FIELDS = group("Zona de curso", {
  calendar: group("Calendario (en preparación)", { soon: line("Aviso", 60), text: textarea("Texto", 600) }),
  resources: group("Recursos (en preparación)", { text: textarea("Texto", 600) }),
});

export const BILINGUAL_RESOURCES_FIELDS = group("Recursos y Materiales", {
  title: line("Título", 100),
  lead: textarea("Entradilla", 600),
  activitiesHeading: line("Título de las actividades", 100),
  activities: list("Actividades", "Actividad", 12, {
    title: line("Título", 100),
    text: line("Texto", 300),
    href: url("Enlace a la carpeta"),
  }),
  resourcesHeading: line("Título de los recursos", 100),
  resources: list("Recursos", "Recurso", 12, {
    title: line("Título", 100),
    level: line("Nivel", 40),
    href: url("Enlace a la carpeta"),
  }),
});

export const BILINGUAL_PROJECT_FIELDS = group("Proyecto Bilingüe", {
  title: line("Título", 100),
  motto: line("Lema", 200),
  intro: prose("Presentación"),
  poster: image("Cartel"),
  finalProducts: group("Productos finales", {
    heading: line("Título", 100),
    text: line("Texto", 300),
    cta: line("Texto del botón", 60),
    href: url("Enlace a la carpeta"),
  }),
  quickAccess: group("Acceso rápido (código QR)", {
    heading: line("Título", 100),
    text: line("Texto", 300),
    qr: image("Código QR"),
  }),
  tagline: line("Frase final", 200),
});

const galleryField = () =>
  list("Galería (sin foto, la pieza anuncia «¡Próximamente!»)", "Foto", 24, {
    caption: line("Título de la foto", 100),
    image: optionalImage("Foto"),
  });

export const TOURNAMENT_FIELDS = group("Torneo", {
  title: line("Título", 80),
  tagline: line("Lema", 200),
  edition: line("Edición (en la cabecera de cada competición)", 100),
  about: prose("Sobre el torneo"),
  rules: items("Normas generales"),
  liveStreamUrl: url("Canal del directo (vacío: el de Ajustes)", { optional: true }),
  // Left without a name, the card is not shown.
  teamOfMonth: group("Equipo del Mes", { name: optionalLine("Equipo", 100), text: optionalLine("Texto", 300) }),
  featuredPlayer: group("Jugador/a Destacado/a", {
    name: optionalLine("Nombre", 100),
    text: optionalLine("Texto", 300),
  }),
  gallery: galleryField(),
});

export const LEAGUE_FIELDS = group("Liga", {
  title: line("Título", 80),
  tagline: line("Lema", 200),
  edition: line("Edición (en la cabecera de cada competición)", 100),
  about: textarea("Presentación", 600),
  gallery: galleryField(),
});

export const FOOTER_FIELDS = group("Pie de página", {
  logos: list("Logotipos", "Logotipo", 4, { image: image("Logotipo") }),
});

export type HomeDocument = z.output<typeof HOME_FIELDS>;
export type ProjectDocument = z.output<typeof PROJECT_FIELDS>;
export type CourseDocument = z.output<typeof COURSE_FIELDS>;
export type CourseZoneDocument = z.output<typeof COURSE_ZONE_FIELDS>;
export type BilingualResourcesDocument = z.output<typeof BILINGUAL_RESOURCES_FIELDS>;
export type BilingualProjectDocument = z.output<typeof BILINGUAL_PROJECT_FIELDS>;
export type TournamentDocument = z.output<typeof TOURNAMENT_FIELDS>;
export type LeagueDocument = z.output<typeof LEAGUE_FIELDS>;
export type FooterDocument = z.output<typeof FOOTER_FIELDS>;

/** The document a page key holds (`readPage` answers with it: no page asserts its own type). */
export type DocumentOfKey<K extends string> = K extends typeof pageKeys.home
  ? HomeDocument
  : K extends ReturnType<typeof pageKeys.project>
    ? ProjectDocument
    : K extends ReturnType<typeof pageKeys.course>
      ? CourseDocument
      : K extends typeof pageKeys.courseZone
        ? CourseZoneDocument
        : K extends typeof pageKeys.bilingualResources
          ? BilingualResourcesDocument
          : K extends typeof pageKeys.bilingualProject
            ? BilingualProjectDocument
            : K extends typeof pageKeys.tournament
              ? TournamentDocument
              : K extends typeof pageKeys.league
                ? LeagueDocument
                : K extends typeof pageKeys.footer
                  ? FooterDocument
                  : never;

export type EditablePage = {
  /** The page's key in the database and in the editor's URL (/admin/paginas/<key>). */
  key: string;
  title: string;
  /** The navigation menu it belongs to (the panel groups the pages as the site's menus do). */
  group: string;
  publicPath: string;
  /** Its content's schema: the form's fields, their checks and the stored document's shape. */
  fields: z.ZodObject;
};

/** A course's page (the courses are the teacher's: /admin/cursos). */
const coursePage = (course: { slug: string; label: string }): EditablePage => ({
  key: pageKeys.course(course.slug),
  title: course.label,
  group: "Cursos",
  publicPath: `/cursos/${course.slug}`,
  fields: COURSE_FIELDS,
});

/** A project's page (the projects are the teacher's: /admin/proyectos); no form, no form block. */
const projectPage = (project: ProjectNames[number]): EditablePage => ({
  key: pageKeys.project(project.slug),
  title: project.title,
  group: "Nuestros Proyectos",
  publicPath: projectPath(project.slug),
  fields: project.signup ? PROJECT_FIELDS : PROJECT_FIELDS_WITHOUT_SIGNUP,
});

/** Every editable page but the projects' and the courses', in the order of the site's navigation. */
const FIXED_PAGES: readonly EditablePage[] = [
  { key: pageKeys.home, title: "Inicio", group: "Inicio", publicPath: "/", fields: HOME_FIELDS },
  // (here, the projects' pages and the courses': `editablePages`)
  {
    key: pageKeys.courseZone,
    title: "Zona de curso: secciones en preparación",
    group: "Cursos",
    // Shown with the school's first course: `editablePages` writes it in.
    publicPath: "/cursos/calendario",
    fields: COURSE_ZONE_FIELDS,
  },
  {
    key: pageKeys.tournament,
    // Its name and address are the teacher's: `editablePages` writes them in.
    title: "El torneo",
    group: "Campeonatos",
    publicPath: TOURNAMENT_ENTRY,
    fields: TOURNAMENT_FIELDS,
  },
  {
    key: pageKeys.league,
    // Its name and address are the teacher's: `editablePages` writes them in.
    title: "La liga",
    group: "Campeonatos",
    publicPath: LEAGUE_ENTRY,
    fields: LEAGUE_FIELDS,
  },
  {
    key: pageKeys.bilingualResources,
    title: "Recursos y Materiales",
    group: "Bilingüismo",
    publicPath: "/bilinguismo/recursos",
    fields: BILINGUAL_RESOURCES_FIELDS,
  },
  {
    key: pageKeys.bilingualProject,
    title: "Proyecto Bilingüe",
    group: "Bilingüismo",
    // Its address follows the year's name: `editablePages` writes it in.
    publicPath: BILINGUAL_PROJECT_ENTRY,
    fields: BILINGUAL_PROJECT_FIELDS,
  },
  // The social networks' addresses are settings (/admin/ajustes): the footer's pictures are here.
  { key: pageKeys.footer, title: "Pie de página", group: "Todas las páginas", publicPath: "/", fields: FOOTER_FIELDS },
];

type CourseNames = readonly { slug: string; label: string }[];
type ProjectNames = readonly { slug: string; title: string; signup: boolean }[];
/**
 * The school's shape the editable pages follow: its projects and its courses, in use,
 * and the bilingual project's, the league's and the tournament's names (their addresses follow them).
 */
export type SchoolPages = {
  courses: CourseNames;
  projects: ProjectNames;
  settings: Pick<PublicSettings, "bilingualLabel" | "leagueName" | "tournamentName">;
};

/** Every editable page, the school's projects' and courses' among them, in the order of the site's navigation. */
export function editablePages({ courses, projects, settings }: SchoolPages): EditablePage[] {
  const addresses = siteAddresses(settings);
  const fixed = FIXED_PAGES.map((page) =>
    page.publicPath === BILINGUAL_PROJECT_ENTRY
      ? { ...page, publicPath: addresses.bilingualProject }
      : page.publicPath === LEAGUE_ENTRY
        ? { ...page, title: settings.leagueName, publicPath: addresses.league }
        : page.publicPath === TOURNAMENT_ENTRY
          ? { ...page, title: tournamentTitle(settings.tournamentName), publicPath: addresses.tournament }
          : page.key === pageKeys.courseZone && courses[0]
            ? { ...page, publicPath: `${page.publicPath}?curso=${courses[0].slug}` }
            : page,
  );
  const at = fixed.findIndex((page) => page.key === pageKeys.courseZone);
  return [...fixed.slice(0, at), ...projects.map(projectPage), ...courses.map(coursePage), ...fixed.slice(at)];
}

/** An editable page by its key, or undefined (a project's or a course's page: one of the school's). */
export const findEditablePage = (key: string, school: SchoolPages) =>
  editablePages(school).find((page) => page.key === key);

/** The schema of a page's document by its key (every course's page has the same one). */
export function pageFieldsOf(key: string): z.ZodObject | null {
  if (key.startsWith(pageKeys.course(""))) return COURSE_FIELDS;
  // A project's stored page keeps its form's block even while the project has no form.
  if (key.startsWith(pageKeys.project(""))) return PROJECT_FIELDS;
  return FIXED_PAGES.find((page) => page.key === key)?.fields ?? null;
}
