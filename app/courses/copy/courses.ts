import type { Course, ZoneCard } from "~/courses/domain/courses";
import { COURSE_NEWS_LOADING } from "~/platform/copy/loading";

/** Labels of the course pages and the course zone; the course pages' own text is the teacher's (app/pages/copy/page-editors.ts). */
export const COURSE_ZONE_COPY = {
  zoneHeading: "Zona Interactiva del Curso",
  access: "Acceder",
  gate: {
    title: "Zona protegida",
    description: (course: string) =>
      `Introduce la contraseña de ${course} que te ha dado el profe para ver los datos de la clase.`,
    label: "Contraseña del curso",
    submit: "Entrar",
    checking: "Comprobando...",
  },
  classSelector: "Elige la clase",
  classLabel: (letter: string) => `Clase ${letter}`,
  courseSelector: "Elige el curso",
  news: {
    title: (course: string) => `Noticias del Curso · ${course}`,
    loading: COURSE_NEWS_LOADING,
    empty: "De momento no hay noticias para este curso.",
    emptyEncouragement: "¡Vuelve pronto, que se avecinan novedades!",
    alert: "Aviso importante",
    info: "Información",
    comments: (n: number) => (n === 1 ? "1 comentario" : `${n} comentarios`),
    noComments: "Aún no hay comentarios. ¡Sé el primero en participar!",
    firstToComment: "Sé el primero en comentar.",
    commentFormTitle: "Escribe un comentario",
    course: "Tu curso",
    comment: "Comentario",
    send: "Enviar comentario",
  },
  achievements: {
    title: "Podio de Honor",
    intro: "Los logros de los grupos que hacen grande nuestra asignatura.",
    allCourses: "Todos los cursos",
    empty: "Aún no hay logros que mostrar para este curso.",
  },
  suggestions: {
    title: "Buzón de Sugerencias",
    intro:
      "¿Tienes una idea para mejorar las clases, los recreos o la web? Cuéntamela. Todos los campos son obligatorios.",
    name: "Tu nombre",
    course: "Tu curso",
    message: "Tu sugerencia",
    send: "Enviar sugerencia",
  },
  calendar: {
    title: "Calendario",
    /** The school year's days without classes: national holidays and the school's own, from the panel's calendar. */
    daysOff: (year: string) => `Próximos días sin clase del curso ${year}`,
    noClasses: "Sin clase",
    period: (from: string, to: string) => `Del ${from} al ${to}`,
  },
  resources: { title: "Recursos del curso" },
  ranking: {
    title: "Ranking Amigable",
    intro:
      "Cada clase suma puntos participando, ayudando y mejorando. El ranking no mide quién es mejor deportista: premia el esfuerzo, la actitud y la constancia. ¡Todos pueden subir!",
    empty: "Aún no hay datos para esta clase. ¡Sé el primero en sumar puntos!",
    topHeading: (course: string, letter: string) => `Top de la clase · ${course} ${letter}`,
    points: "puntos",
    legendHeading: "Insignias especiales",
    badges: {
      proyectos: { label: "Proyectos", description: "El más activo en los proyectos" },
      web: { label: "Web", description: "El más participativo en la web y el blog" },
      subida: { label: "Subida", description: "La mayor subida de la semana" },
    },
    medals: ["Oro", "Plata", "Bronce"],
    scoringHeading: "Sistema de Puntuaciones",
    earnHeading: "Cómo sumar puntos",
    penaltiesHeading: "Penalizaciones",
    concept: "Concepto",
    value: "Puntos",
  },
  progress: {
    title: "Progreso del Grupo",
    intro: "Así avanza el grupo en la evaluación continua. Cada barra muestra el porcentaje conseguido hasta ahora.",
    podiumHeading: "Podio",
    notEnough: "Aún no hay suficientes datos para mostrar el podio.",
    barsHeading: "Progreso individual",
    noEntries: "Aún no hay datos para esta clase.",
    averageHeading: "Media del grupo",
    averageLabel: (letter: string, value: number) => `Media de la clase ${letter}: ${value} %`,
    weightsHeading: "Cómo se evalúa",
    unlisted: (letter: string, value: number) =>
      `Los alumnos y alumnas que no aparecen en la lista de la clase ${letter} tienen un ${value} % de progreso.`,
  },
};

/** A retired course's old address: answered 410 with the way to its archived years. */
export const RETIRED_COURSE_COPY = {
  title: "Este curso ya no está en la web",
  message: (label: string) =>
    `${label} ya no se imparte en el departamento. Lo que publicó en cursos anteriores sigue en el archivo.`,
  link: "Ir al archivo",
} as const;

type ZoneCardCopy = { card: ZoneCard; title: string; description: string };

export function zoneCards(course: Pick<Course, "zone">): ZoneCardCopy[] {
  return [
    { card: "noticias", title: "Noticias del Curso", description: "Avisos y novedades de tu curso. Puedes comentar." },
    { card: "calendario", title: "Calendario", description: "Fechas de pruebas, salidas y entregas." },
    { card: "recursos", title: "Recursos", description: "Materiales de cada situación de aprendizaje." },
    course.zone === "progress"
      ? {
          card: "ranking",
          title: "Progreso del Grupo",
          description: "La evolución de la clase en la evaluación continua.",
        }
      : { card: "ranking", title: "Ranking Amigable", description: "Puntos por participar, ayudar y mejorar." },
    { card: "buzon", title: "Buzón de Sugerencias", description: "Tus ideas para mejorar las clases." },
    { card: "logros", title: "Rincón de Logros", description: "El Podio de Honor de los grupos." },
  ];
}

export const SECTION_HEADINGS = {
  sequence: "Secuenciación de contenidos",
  evaluation: "Procedimientos e instrumentos de evaluación",
  procedures: "Procedimientos",
  instruments: "Instrumentos",
  criteria: "Criterios de evaluación",
  enlarge: "Ampliar imagen",
  close: "Cerrar",
  activities: "Actividades extraescolares y complementarias",
  extracurricular: "Extraescolares",
  complementary: "Complementarias",
  bilingual: "Bilingüismo",
  grading: "Calificación",
};
