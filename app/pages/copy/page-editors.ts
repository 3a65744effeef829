import type { FieldMap, FieldNode, ImageValue } from "~/pages/domain/page-documents";
import { PROJECT_LINKS } from "~/platform/copy/navigation";
import { pageKeys } from "./page-keys";
import { findProject } from "./projects";

/**
 * The public pages whose content the teacher edits in /admin/paginas (issue 20): the blocks of
 * each page and their fields, as the panel labels them. The words, links, pictures and videos
 * themselves are in the database (first filled from db/seed-data/pages.ts); the page's code
 * keeps which blocks it has, in which order, and how they look.
 */

// The text format's own hint is the field's (RichTextField); a paragraphs field's `hint` adds to it.
const P = { kind: "paragraphs", max: 2000 } as const;
const lines = (label: string, hint = "Un elemento por línea.") => ({ kind: "lines", label, max: 300, hint }) as const;
const text = (label: string, max = 200) => ({ kind: "text", label, max }) as const;
const optionalText = (label: string, max = 200) => ({ kind: "text", label, max, optional: true }) as const;
const TEACHER_HINT = "Escribe {profe} donde deba aparecer el nombre del profesor o la profesora (el de Ajustes).";

export const HOME_FIELDS = {
  description: { kind: "textarea", label: "Descripción para buscadores", max: 300 },
  heroTitle: { kind: "text", label: "Título de la portada", max: 100, hint: TEACHER_HINT },
  tagline: text("Lema"),
  heroActions: {
    kind: "list",
    label: "Botones de la portada",
    itemLabel: "Botón",
    max: 4,
    fields: { label: text("Texto del botón", 40), to: { kind: "url", label: "Enlace", internal: true } },
  },
  intro: {
    kind: "group",
    label: "¿Qué es la Educación Física?",
    fields: {
      heading: text("Título"),
      paragraphs: { ...P, label: "Texto" },
      pillars: {
        kind: "list",
        label: "Pilares",
        itemLabel: "Pilar",
        max: 8,
        fields: { title: text("Título", 60), text: text("Texto", 300) },
      },
    },
  },
  flipped: {
    kind: "group",
    label: "Aula invertida",
    fields: {
      heading: text("Título"),
      lead: { kind: "textarea", label: "Entradilla", max: 600 },
      steps: {
        kind: "list",
        label: "Pasos",
        itemLabel: "Paso",
        max: 6,
        fields: { title: text("Título", 60), text: text("Texto", 300) },
      },
    },
  },
  about: {
    kind: "group",
    label: "Sobre mí",
    fields: {
      heading: text("Título"),
      photo: { kind: "image", label: "Foto" },
      paragraphs: { ...P, label: "Texto", hint: TEACHER_HINT },
      highlights: lines("Méritos destacados"),
    },
  },
  contact: {
    kind: "group",
    label: "Contacto",
    fields: {
      heading: { kind: "text", label: "Título", max: 120, hint: TEACHER_HINT },
      prompt: text("Invitación a escribir", 300),
    },
  },
} as const satisfies FieldMap;

export const PROJECT_FIELDS = {
  title: text("Título", 80),
  tagline: text("Lema", 200),
  intro: { ...P, label: "Presentación" },
  sections: {
    kind: "list",
    label: "Bloques de texto",
    itemLabel: "Bloque",
    max: 12,
    fields: {
      heading: text("Título del bloque"),
      paragraphs: { ...P, label: "Párrafos", optional: true },
      items: { ...lines("Lista"), optional: true },
      columns: {
        kind: "list",
        label: "Columnas (listas con título, una al lado de otra)",
        itemLabel: "Columna",
        max: 4,
        fields: { title: text("Título de la columna", 80), items: lines("Elementos") },
      },
    },
  },
  signup: {
    kind: "group",
    label: "Formulario de inscripción",
    fields: {
      open: { kind: "checkbox", label: "Inscripción abierta" },
      heading: optionalText("Título del formulario"),
    },
  },
  gallery: {
    kind: "list",
    label: "Galería de fotos",
    itemLabel: "Foto",
    max: 24,
    fields: { image: { kind: "image", label: "Foto" } },
  },
  video: {
    kind: "group",
    label: "Vídeo",
    fields: {
      youtubeId: { kind: "youtube", label: "Vídeo de YouTube (dirección o código)", optional: true },
      title: optionalText("Título del vídeo"),
    },
  },
  links: {
    kind: "list",
    label: "Enlaces externos",
    itemLabel: "Enlace",
    max: 8,
    fields: {
      label: text("Texto del enlace", 100),
      href: { kind: "url", label: "Dirección" },
      description: optionalText("Descripción", 300),
    },
  },
  quote: {
    kind: "group",
    label: "Cita",
    fields: { text: optionalText("Cita", 300), author: optionalText("Autor o autora", 100) },
  },
  note: { kind: "textarea", label: "Nota destacada al final", max: 500, optional: true },
} as const satisfies FieldMap;

/** A project page without a sign-up form has no such block to edit. */
const { signup: _signup, ...PROJECT_FIELDS_WITHOUT_SIGNUP } = PROJECT_FIELDS;

export const COURSE_FIELDS = {
  banner: text("Mensaje de bienvenida", 300),
  intro: { kind: "textarea", label: "Presentación", max: 600 },
  trimesters: {
    kind: "list",
    label: "Secuenciación de contenidos (trimestres)",
    itemLabel: "Trimestre",
    max: 4,
    fields: {
      name: text("Nombre del trimestre", 60),
      situations: {
        kind: "list",
        label: "Situaciones de aprendizaje",
        itemLabel: "SdA",
        max: 12,
        fields: { code: text("Código", 12), title: text("Título", 120), description: text("Descripción", 300) },
      },
    },
  },
  procedures: lines("Procedimientos de evaluación"),
  instruments: lines("Instrumentos de evaluación"),
  criteria: {
    kind: "list",
    label: "Criterios de evaluación (imágenes)",
    itemLabel: "Imagen",
    max: 8,
    fields: { image: { kind: "image", label: "Imagen" }, caption: text("Pie de imagen", 120) },
  },
  grading: {
    kind: "group",
    label: "Calificación",
    fields: {
      intro: { kind: "textarea", label: "Introducción", max: 600 },
      levels: {
        kind: "list",
        label: "Niveles de la rúbrica",
        itemLabel: "Nivel",
        max: 8,
        fields: { level: text("Nivel", 40), range: text("Nota", 20), description: text("Qué significa", 300) },
      },
      bilingualNote: { kind: "textarea", label: "Nota sobre el bilingüismo", max: 600, optional: true },
    },
  },
  extracurricular: lines("Actividades extraescolares"),
  complementary: lines("Actividades complementarias"),
  bilingual: { ...P, label: "Bilingüismo (vacío: el bloque no se muestra)", optional: true },
} as const satisfies FieldMap;

export const COURSE_ZONE_FIELDS = {
  calendar: {
    kind: "group",
    label: "Calendario (en preparación)",
    fields: { soon: text("Aviso", 60), text: { kind: "textarea", label: "Texto", max: 600 } },
  },
  resources: {
    kind: "group",
    label: "Recursos (en preparación)",
    fields: { text: { kind: "textarea", label: "Texto", max: 600 } },
  },
} as const satisfies FieldMap;

export const BILINGUAL_RESOURCES_FIELDS = {
  title: text("Título", 100),
  lead: { kind: "textarea", label: "Entradilla", max: 600 },
  activitiesHeading: text("Título de las actividades", 100),
  activities: {
    kind: "list",
    label: "Actividades",
    itemLabel: "Actividad",
    max: 12,
    fields: {
      title: text("Título", 100),
      text: text("Texto", 300),
      href: { kind: "url", label: "Enlace a la carpeta" },
    },
  },
  resourcesHeading: text("Título de los recursos", 100),
  resources: {
    kind: "list",
    label: "Recursos",
    itemLabel: "Recurso",
    max: 12,
    fields: {
      title: text("Título", 100),
      level: text("Nivel", 40),
      href: { kind: "url", label: "Enlace a la carpeta" },
    },
  },
} as const satisfies FieldMap;

export const BILINGUAL_PROJECT_FIELDS = {
  title: text("Título", 100),
  motto: text("Lema", 200),
  intro: { ...P, label: "Presentación" },
  poster: { kind: "image", label: "Cartel" },
  finalProducts: {
    kind: "group",
    label: "Productos finales",
    fields: {
      heading: text("Título", 100),
      text: text("Texto", 300),
      cta: text("Texto del botón", 60),
      href: { kind: "url", label: "Enlace a la carpeta" },
    },
  },
  quickAccess: {
    kind: "group",
    label: "Acceso rápido (código QR)",
    fields: { heading: text("Título", 100), text: text("Texto", 300), qr: { kind: "image", label: "Código QR" } },
  },
  tagline: text("Frase final", 200),
} as const satisfies FieldMap;

const galleryField = {
  kind: "list",
  label: "Galería (sin foto, la pieza anuncia «¡Próximamente!»)",
  itemLabel: "Foto",
  max: 24,
  fields: { caption: text("Título de la foto", 100), image: { kind: "image", label: "Foto", optional: true } },
} as const satisfies FieldNode;

export const MANTECUP_FIELDS = {
  title: text("Título", 80),
  tagline: text("Lema", 200),
  edition: text("Edición (en la cabecera de cada competición)", 100),
  about: { ...P, label: "Sobre el torneo" },
  rules: lines("Normas generales"),
  liveStreamUrl: { kind: "url", label: "Canal del directo (vacío: el de Ajustes)", optional: true },
  teamOfMonth: {
    kind: "group",
    label: "Equipo del Mes",
    fields: { name: text("Equipo", 100), text: text("Texto", 300) },
  },
  featuredPlayer: {
    kind: "group",
    label: "Jugador/a Destacado/a",
    fields: { name: text("Nombre", 100), text: text("Texto", 300) },
  },
  gallery: galleryField,
} as const satisfies FieldMap;

export const LEAGUE_FIELDS = {
  title: text("Título", 80),
  tagline: text("Lema", 200),
  edition: text("Edición (en la cabecera de cada competición)", 100),
  about: { kind: "textarea", label: "Presentación", max: 600 },
  gallery: galleryField,
} as const satisfies FieldMap;

export const FOOTER_FIELDS = {
  logos: {
    kind: "list",
    label: "Logotipos",
    itemLabel: "Logotipo",
    max: 4,
    fields: { image: { kind: "image", label: "Logotipo" } },
  },
} as const satisfies FieldMap;

/** A document's type, read from its fields. */
type ValueOf<N> = N extends { kind: "text" | "textarea" | "select" | "url" | "youtube" }
  ? string
  : N extends { kind: "number"; optional: true }
    ? number | null
    : N extends { kind: "number" }
      ? number
      : N extends { kind: "paragraphs" | "lines" }
        ? string[]
        : N extends { kind: "image"; optional: true }
          ? ImageValue | null
          : N extends { kind: "image" }
            ? ImageValue
            : N extends { kind: "checkbox" }
              ? boolean
              : N extends { kind: "group"; fields: infer F }
                ? DocumentOf<F>
                : N extends { kind: "list"; fields: infer F }
                  ? DocumentOf<F>[]
                  : never;
export type DocumentOf<F> = { -readonly [K in keyof F]: ValueOf<F[K]> };

export type HomeDocument = DocumentOf<typeof HOME_FIELDS>;
export type ProjectDocument = DocumentOf<typeof PROJECT_FIELDS>;
export type CourseDocument = DocumentOf<typeof COURSE_FIELDS>;
export type CourseZoneDocument = DocumentOf<typeof COURSE_ZONE_FIELDS>;
export type BilingualResourcesDocument = DocumentOf<typeof BILINGUAL_RESOURCES_FIELDS>;
export type BilingualProjectDocument = DocumentOf<typeof BILINGUAL_PROJECT_FIELDS>;
export type MantecupDocument = DocumentOf<typeof MANTECUP_FIELDS>;
export type LeagueDocument = DocumentOf<typeof LEAGUE_FIELDS>;
export type FooterDocument = DocumentOf<typeof FOOTER_FIELDS>;

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
            : K extends typeof pageKeys.mantecup
              ? MantecupDocument
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
  fields: FieldMap;
};

const COURSES = [
  { slug: "2-eso", label: "2º ESO" },
  { slug: "3-eso", label: "3º ESO" },
  { slug: "1-bachillerato", label: "1º Bachillerato" },
] as const;

/** Every editable page, in the order of the site's navigation. */
export const EDITABLE_PAGES: readonly EditablePage[] = [
  { key: pageKeys.home, title: "Inicio", group: "Inicio", publicPath: "/", fields: HOME_FIELDS },
  ...PROJECT_LINKS.map((link) => ({
    key: pageKeys.project(link.to.replace("/proyectos/", "")),
    title: link.label,
    group: "Nuestros Proyectos",
    publicPath: link.to,
    fields: findProject(link.to.replace("/proyectos/", ""))?.signup ? PROJECT_FIELDS : PROJECT_FIELDS_WITHOUT_SIGNUP,
  })),
  ...COURSES.map((course) => ({
    key: pageKeys.course(course.slug),
    title: course.label,
    group: "Cursos",
    publicPath: `/cursos/${course.slug}`,
    fields: COURSE_FIELDS,
  })),
  {
    key: pageKeys.courseZone,
    title: "Zona de curso: secciones en preparación",
    group: "Cursos",
    publicPath: "/cursos/calendario?curso=2-eso",
    fields: COURSE_ZONE_FIELDS,
  },
  {
    key: pageKeys.mantecup,
    title: "Torneo Mantecup",
    group: "Campeonatos",
    publicPath: "/campeonatos/mantecup",
    fields: MANTECUP_FIELDS,
  },
  {
    key: pageKeys.league,
    title: "Fernando III League",
    group: "Campeonatos",
    publicPath: "/campeonatos/fernando-iii-league",
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
    publicPath: "/bilinguismo/proyecto-bilingue-24-25",
    fields: BILINGUAL_PROJECT_FIELDS,
  },
  // The social networks' addresses are settings (/admin/ajustes): the footer's pictures are here.
  { key: pageKeys.footer, title: "Pie de página", group: "Todas las páginas", publicPath: "/", fields: FOOTER_FIELDS },
];

export const findEditablePage = (key: string) => EDITABLE_PAGES.find((page) => page.key === key);
