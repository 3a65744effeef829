/**
 * Course-zone data: course news with comments, the built-in achievements, and the
 * friendly ranking and group progress. Student names are fictional; they are gated data all the
 * same and never reach a page before its course password is given.
 */
import type { Course } from "../../app/courses/domain/courses";

type Badge = "proyectos" | "web" | "subida";

/**
 * The sample school's courses, as migration 0030 writes them into `courses` (an existing site keeps
 * exactly these). The site reads its courses from the database; tests use these.
 */
export const SAMPLE_COURSES: Course[] = [
  { slug: "2-eso", label: "2º ESO", classes: ["A", "B", "C"], zone: "ranking" },
  { slug: "3-eso", label: "3º ESO", classes: ["A", "B", "C"], zone: "ranking" },
  { slug: "1-bachillerato", label: "1º Bachillerato", classes: ["A", "B"], zone: "progress" },
];

export const SEED_COURSE_NEWS = [
  {
    course: "2º ESO",
    title: "Empieza la unidad de acrosport",
    type: "info",
    content:
      "La próxima semana empezamos la situación de aprendizaje de **acrosport**. Traed ropa cómoda y el pelo recogido.\n\nTrabajaremos en grupos de 4 o 5.",
    createdAt: new Date("2025-02-03T08:00:00Z"),
  },
  {
    course: "2º ESO",
    title: "Cambio de pista por obras",
    type: "alert",
    content: "Durante esta semana las clases de los martes serán en el **gimnasio**, no en la pista exterior.",
    createdAt: new Date("2025-02-10T08:00:00Z"),
  },
  {
    course: "3º ESO",
    title: "Entrega del diario del Desafío Xacobeo",
    type: "alert",
    content: "Recordad que el viernes termina el plazo para subir los kilómetros de la semana.",
    createdAt: new Date("2025-02-05T08:00:00Z"),
  },
  {
    course: "1º Bachillerato",
    title: "Planificación del reto de resistencia",
    type: "info",
    content:
      "Esta semana cada uno diseña su plan de entrenamiento de 4 semanas. Podéis usar la plantilla del aula virtual.",
    createdAt: new Date("2025-02-04T08:00:00Z"),
  },
];

/** Comments by news title (authors are first names and a course, as students sign them). */
export const SEED_COURSE_NEWS_COMMENTS: Record<
  string,
  { authorName: string; authorCourse: string; content: string }[]
> = {
  "Empieza la unidad de acrosport": [
    { authorName: "Nerea", authorCourse: "2º ESO B", content: "¡Qué ganas! ¿Habrá figuras de tres pisos?" },
    {
      authorName: "Profe",
      authorCourse: "Departamento",
      content: "Sí, pero solo al final y con todas las medidas de seguridad.",
    },
  ],
};

export const SEED_ACHIEVEMENTS = [
  { course: "2º ESO", className: "2º ESO B", title: "Curso más participativo en la competición del recreo" },
  { course: "3º ESO", className: "3º ESO B", title: "Curso más participativo en la competición del recreo" },
];

type Ranking = { rank: number; name: string; points: string; badges?: Badge[] };

export const SEED_RANKING: Record<string, Record<string, Ranking[]>> = {
  "2º ESO": {
    A: [
      { rank: 1, name: "Valentina Orozco", points: "385", badges: ["proyectos"] },
      { rank: 2, name: "Teo Villalba", points: "360", badges: ["web"] },
      { rank: 3, name: "Carlota Herrán", points: "340" },
      { rank: 4, name: "Gael Montoro", points: "310", badges: ["subida"] },
      { rank: 5, name: "Abril Sandoval", points: "295" },
    ],
    B: [
      { rank: 1, name: "Iván Quesada", points: "402", badges: ["proyectos", "web"] },
      { rank: 2, name: "Luna Arregui", points: "377" },
      { rank: 3, name: "Rubén Tamayo", points: "351", badges: ["subida"] },
      { rank: 4, name: "Jimena Olmedo", points: "330" },
    ],
    C: [
      { rank: 1, name: "Óliver Casares", points: "298", badges: ["subida"] },
      { rank: 2, name: "Mía Echeverri", points: "280", badges: ["web"] },
      { rank: 3, name: "Saúl Benavente", points: "265" },
    ],
  },
  "3º ESO": {
    A: [
      { rank: 1, name: "Candela Zubiri", points: "420", badges: ["proyectos"] },
      { rank: 2, name: "Héctor Llamas", points: "395" },
      { rank: 3, name: "Aitana Roldán", points: "372", badges: ["web", "subida"] },
      { rank: 4, name: "Pau Ferrándiz", points: "350" },
    ],
    B: [
      { rank: 1, name: "Marina Escudero", points: "455", badges: ["proyectos", "web"] },
      { rank: 2, name: "Unai Bermejo", points: "430" },
      { rank: 3, name: "Greta Salcedo", points: "410", badges: ["subida"] },
    ],
    C: [],
  },
  "1º Bachillerato": {
    A: [
      { rank: 1, name: "Irene Valdivia", points: "96%", badges: ["proyectos"] },
      { rank: 2, name: "Martín Ocaña", points: "93%", badges: ["web"] },
      { rank: 3, name: "Celia Robledo", points: "91%" },
    ],
    B: [
      { rank: 1, name: "Álex Figueroa", points: "95%", badges: ["subida"] },
      { rank: 2, name: "Noelia Carrasco", points: "92%" },
    ],
  },
};

export const SEED_PROGRESS: Record<string, { rank: number; name: string; progress: number; special: string | null }[]> =
  {
    A: [
      { rank: 1, name: "Irene Valdivia", progress: 96, special: "Líder en proyectos" },
      { rank: 2, name: "Martín Ocaña", progress: 93, special: null },
      { rank: 3, name: "Celia Robledo", progress: 91, special: "Mejor actitud" },
      { rank: 4, name: "Bruno Esparza", progress: 88, special: null },
      { rank: 5, name: "Lidia Montaner", progress: 86, special: null },
    ],
    B: [
      { rank: 1, name: "Álex Figueroa", progress: 95, special: "Mayor progreso" },
      { rank: 2, name: "Noelia Carrasco", progress: 92, special: null },
      { rank: 3, name: "Hugo Landa", progress: 89, special: null },
      { rank: 4, name: "Sara Vidaurre", progress: 85, special: "Reto superado" },
    ],
  };

/** Every gated name: the tests check that none of them is in a locked page or any script. */
export const GATED_NAMES = [
  ...new Set([
    ...Object.values(SEED_RANKING).flatMap((byClass) =>
      Object.values(byClass).flatMap((list) => list.map((e) => e.name)),
    ),
    ...Object.values(SEED_PROGRESS).flatMap((l) => l.map((e) => e.name)),
  ]),
];
