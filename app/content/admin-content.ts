import { COURSE_LABELS } from "~/domain/courses";

/**
 * The editable lists of the back-office that are rows of one table each (blog posts, course
 * news, achievements, ranking, group progress, Hall of Fame). One page module renders them all
 * from these descriptions; the server side (table, schema) is in app/server/content-editors.server.ts.
 */
export type EditorField = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "select" | "number" | "image";
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: string;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
};

export type EditorSpec = {
  slug: string;
  title: string;
  description: string;
  /** What one row is called in notices ('Entrada', 'Logro'). */
  noun: string;
  /** Where the public sees it (a link from the editor). */
  publicPath: string;
  fields: EditorField[];
};

const courseOptions = COURSE_LABELS.map((label) => ({ value: label, label }));
const letters = (...values: string[]) => values.map((value) => ({ value, label: value }));

export const CONTENT_EDITORS = [
  {
    slug: "blog",
    title: "Blog",
    description: "Entradas del blog: título, categoría, autor y texto.",
    noun: "Entrada",
    publicPath: "/blog",
    fields: [
      { name: "title", label: "Título", kind: "text", required: true, maxLength: 200, wide: true },
      { name: "category", label: "Categoría", kind: "select", options: [{ value: "", label: "Todos los cursos" }, ...courseOptions] },
      { name: "author", label: "Autor (vacío = Anónimo)", kind: "text", maxLength: 100 },
      { name: "content", label: "Texto", kind: "textarea", required: true, maxLength: 20000, wide: true, hint: "Texto sin formato; una línea en blanco separa los párrafos." },
      { name: "imageUrl", label: "Imagen (opcional)", kind: "image", hint: "Ruta de una imagen de la web (/img/… o /subidas/…)" },
      { name: "imageAlt", label: "Texto alternativo de la imagen", kind: "text", maxLength: 120 },
    ],
  },
  {
    slug: "noticias-de-curso",
    title: "Noticias de curso",
    description: "Las noticias de la zona de cada curso (información o aviso).",
    noun: "Noticia",
    publicPath: "/cursos/noticias?curso=2-eso",
    fields: [
      { name: "course", label: "Curso", kind: "select", options: courseOptions, required: true },
      { name: "type", label: "Tipo", kind: "select", options: [{ value: "info", label: "Información" }, { value: "alert", label: "Aviso" }], required: true },
      { name: "title", label: "Título", kind: "text", required: true, maxLength: 200, wide: true },
      { name: "content", label: "Contenido", kind: "textarea", required: true, maxLength: 20000, wide: true, hint: "Se admite HTML sencillo; lo demás se elimina al guardar." },
    ],
  },
  {
    slug: "logros",
    title: "Rincón de logros",
    description: "Logros de cada curso y clase (Podio de Honor).",
    noun: "Logro",
    publicPath: "/cursos/rincon-de-logros",
    fields: [
      { name: "course", label: "Curso", kind: "select", options: courseOptions, required: true },
      { name: "className", label: "Clase (opcional)", kind: "text", maxLength: 40, hint: "Por ejemplo: 2º ESO B" },
      { name: "title", label: "Logro", kind: "text", required: true, maxLength: 200, wide: true },
      { name: "position", label: "Orden", kind: "number" },
    ],
  },
  {
    slug: "ranking",
    title: "Ranking amigable",
    description: "Puestos del ranking de cada clase (visible solo tras la contraseña del curso).",
    noun: "Puesto",
    publicPath: "/cursos/ranking-amigable",
    fields: [
      { name: "course", label: "Curso", kind: "select", options: courseOptions, required: true },
      { name: "classLetter", label: "Clase", kind: "select", options: letters("A", "B", "C"), required: true },
      { name: "rank", label: "Puesto", kind: "number", required: true },
      { name: "name", label: "Nombre", kind: "text", required: true, maxLength: 100 },
      { name: "points", label: "Puntos", kind: "text", required: true, maxLength: 20, hint: "Un número, o un porcentaje en 1º Bachillerato (92%)" },
      { name: "badges", label: "Insignias", kind: "text", maxLength: 60, hint: "Separadas por comas: proyectos, web, subida" },
    ],
  },
  {
    slug: "progreso",
    title: "Progreso del grupo",
    description: "Progreso de 1º Bachillerato por clase (visible solo tras la contraseña del curso).",
    noun: "Alumno/a",
    publicPath: "/cursos/progreso-grupo",
    fields: [
      { name: "classLetter", label: "Clase", kind: "select", options: letters("A", "B"), required: true },
      { name: "rank", label: "Puesto", kind: "number", required: true },
      { name: "name", label: "Nombre", kind: "text", required: true, maxLength: 100 },
      { name: "progress", label: "Progreso (0–100)", kind: "number", required: true },
      { name: "special", label: "Nota especial (opcional)", kind: "text", maxLength: 100 },
    ],
  },
  {
    slug: "salon-de-la-fama",
    title: "Salón de la Fama",
    description: "Las personas homenajeadas: logro, estado, imagen y cita.",
    noun: "Homenajeado/a",
    publicPath: "/campeonatos/salon-de-la-fama",
    fields: [
      { name: "name", label: "Nombre", kind: "text", required: true, maxLength: 100 },
      { name: "sport", label: "Deporte", kind: "text", required: true, maxLength: 60 },
      { name: "achievement", label: "Logro", kind: "text", required: true, maxLength: 200, wide: true },
      { name: "status", label: "Estado", kind: "text", required: true, maxLength: 60, hint: "Por ejemplo: Alumna de 4º ESO" },
      { name: "imageUrl", label: "Imagen", kind: "image", required: true, hint: "Ruta de una imagen de la web (/img/… o /subidas/…)" },
      { name: "quote", label: "Cita", kind: "textarea", required: true, maxLength: 500, wide: true },
      { name: "position", label: "Orden", kind: "number" },
    ],
  },
] as const satisfies readonly EditorSpec[];

export type ContentEditorSlug = (typeof CONTENT_EDITORS)[number]["slug"];

export function findEditor(slug: string | undefined): EditorSpec | null {
  return CONTENT_EDITORS.find((e) => e.slug === slug) ?? null;
}
