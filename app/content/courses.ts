import type { CourseSlug, ZoneCard } from "~/domain/courses";
import { COURSE_NEWS_LOADING } from "./loading";

/** Spanish copy of the course zone (spec 001 §1, §2, §8). */
export const COURSE_ZONE_COPY = {
  zoneHeading: "Zona Interactiva del Curso",
  access: "Acceder",
  gate: {
    title: "Zona protegida",
    description: (course: string) => `Introduce la contraseña de ${course} que te ha dado el profe para ver los datos de la clase.`,
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
    name: "Tu nombre",
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
    intro: "¿Tienes una idea para mejorar las clases, los recreos o la web? Cuéntamela. Todos los campos son obligatorios.",
    name: "Tu nombre",
    course: "Tu curso",
    coursePlaceholder: "Por ejemplo, 3º ESO A",
    message: "Tu sugerencia",
    send: "Enviar sugerencia",
  },
  calendar: { title: "Calendario", soon: "Próximamente...", text: "Estamos construyendo el calendario del curso: exámenes prácticos, salidas y entregas en un solo lugar." },
  resources: { title: "Recursos del curso", text: "Esta sección se está preparando. Muy pronto encontrarás aquí fichas, vídeos y materiales de cada situación de aprendizaje." },
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
    unlisted: (letter: string, value: number) => `Los alumnos y alumnas que no aparecen en la lista de la clase ${letter} tienen un ${value} % de progreso.`,
  },
};

type ZoneCardCopy = { card: ZoneCard; title: string; description: string };

export function zoneCards(course: CourseSlug): ZoneCardCopy[] {
  return [
    { card: "noticias", title: "Noticias del Curso", description: "Avisos y novedades de tu curso. Puedes comentar." },
    { card: "calendario", title: "Calendario", description: "Fechas de pruebas, salidas y entregas." },
    { card: "recursos", title: "Recursos", description: "Materiales de cada situación de aprendizaje." },
    course === "1-bachillerato"
      ? { card: "ranking", title: "Progreso del Grupo", description: "La evolución de la clase en la evaluación continua." }
      : { card: "ranking", title: "Ranking Amigable", description: "Puntos por participar, ayudar y mejorar." },
    { card: "buzon", title: "Buzón de Sugerencias", description: "Tus ideas para mejorar las clases." },
    { card: "logros", title: "Rincón de Logros", description: "El Podio de Honor de los grupos." },
  ];
}

type LearningSituation = { code: string; title: string; description: string };
type CourseContent = {
  slug: CourseSlug;
  label: string;
  banner: string;
  intro: string;
  trimesters: { name: string; situations: LearningSituation[] }[];
  procedures: string[];
  instruments: string[];
  criteriaImages: { src: string; alt: string; caption: string; width: number; height: number }[];
  extracurricular: string[];
  complementary: string[];
  bilingual: string[] | null;
};

export const GRADING = {
  heading: "Calificación",
  intro: "La nota de cada situación de aprendizaje se obtiene con una rúbrica de cinco niveles de desempeño:",
  levels: [
    { level: "Insuficiente", range: "1-4", description: "No alcanza los aprendizajes mínimos de la situación." },
    { level: "Suficiente", range: "5-6", description: "Alcanza los aprendizajes básicos con ayuda." },
    { level: "Bien", range: "6-7", description: "Resuelve las tareas con autonomía." },
    { level: "Notable", range: "7-8", description: "Aplica lo aprendido con seguridad y ayuda a otros." },
    { level: "Sobresaliente", range: "9-10", description: "Domina los aprendizajes y los transfiere a nuevas situaciones." },
  ],
  bilingualNote: "El trabajo bilingüe solo suma nota extra: nunca resta ni impide llegar al 10.",
};

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
};

const PROCEDURES = ["Observación sistemática en clase", "Pruebas prácticas y retos motores", "Análisis de producciones (fichas, vídeos, diario)", "Autoevaluación y coevaluación"];
const INSTRUMENTS = ["Rúbricas de cada situación de aprendizaje", "Listas de control", "Diario de clase", "Cuestionarios en el aula virtual"];

const criteria = (slug: CourseSlug, label: string) => [
  {
    src: `/img/cursos/criterios-${slug}-1.svg`,
    alt: `Criterios de evaluación de ${label}, competencias específicas 1 y 2: vida activa y saludable, y resolución de situaciones motrices.`,
    caption: "Competencias específicas 1 y 2",
    width: 800,
    height: 500,
  },
  {
    src: `/img/cursos/criterios-${slug}-2.svg`,
    alt: `Criterios de evaluación de ${label}, competencias específicas 3, 4 y 5: convivencia, manifestaciones culturales y entorno natural.`,
    caption: "Competencias específicas 3, 4 y 5",
    width: 800,
    height: 500,
  },
];

export const COURSE_CONTENT: Record<CourseSlug, CourseContent> = {
  "2-eso": {
    slug: "2-eso",
    label: "2º ESO",
    banner: "¡Bienvenidos y bienvenidas a 2º ESO! Este curso nos movemos más, jugamos limpio y cuidamos nuestra salud.",
    intro: "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          { code: "SdA1", title: "Me conozco y me pongo en forma", description: "Condición física saludable, calentamiento autónomo y frecuencia cardiaca." },
          { code: "SdA2", title: "Health Leaders", description: "Hábitos saludables y liderazgo en los recreos activos." },
          { code: "SdA3", title: "Juegos de invasión", description: "Fútbol sala y balonmano: cooperación y oposición." },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          { code: "SdA4", title: "Acrosport", description: "Figuras en grupo, seguridad y expresión corporal." },
          { code: "SdA5", title: "Masterchef4life", description: "Alimentación saludable y cocina sencilla." },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          { code: "SdA6", title: "Deportes de raqueta", description: "Bádminton: golpes básicos y juego de dobles." },
          { code: "SdA7", title: "Orientación en el entorno", description: "Mapas, brújula y una salida al parque cercano." },
        ],
      },
    ],
    procedures: PROCEDURES,
    instruments: INSTRUMENTS,
    criteriaImages: criteria("2-eso", "2º ESO"),
    extracurricular: ["Liga de recreos Mantecup (fútbol sala, voleibol, baloncesto y bádminton)", "Programa +Deporte por las tardes"],
    complementary: ["Carrera Plogging por el barrio", "Olimpiada Escolar de primavera", "Jornada de juegos tradicionales"],
    bilingual: [
      "Las sesiones bilingües usan el inglés en los calentamientos, las instrucciones y el vocabulario deportivo.",
      "Proyecto del curso: Healthy Habits, Happy Hearts.",
    ],
  },
  "3-eso": {
    slug: "3-eso",
    label: "3º ESO",
    banner: "¡Bienvenidos y bienvenidas a 3º ESO! Retos, deporte y aventura: este curso vamos más lejos.",
    intro: "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          { code: "SdA1", title: "Entreno con cabeza", description: "Planificación del entrenamiento de resistencia y flexibilidad." },
          { code: "SdA2", title: "Desafío Xacobeo", description: "Sumamos kilómetros como clase hasta Santiago de Compostela." },
          { code: "SdA3", title: "Voleibol", description: "Toque de dedos, antebrazos y saque; juego reducido." },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          { code: "SdA4", title: "Expresión corporal", description: "Coreografía por grupos con música." },
          { code: "SdA5", title: "Primeros auxilios", description: "Conducta PAS, posición lateral de seguridad y RCP básica." },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          { code: "SdA6", title: "Deportes alternativos", description: "Ultimate, colpbol y floorball." },
          { code: "SdA7", title: "Actividades en la naturaleza", description: "Senderismo y orientación con salida de un día." },
        ],
      },
    ],
    procedures: PROCEDURES,
    instruments: INSTRUMENTS,
    criteriaImages: criteria("3-eso", "3º ESO"),
    extracurricular: ["Liga de recreos Mantecup", "Programa +Deporte por las tardes", "Fernando III League"],
    complementary: ["Desafío Xacobeo: etapa final a pie", "Cimas contra el Cáncer", "Carrera Plogging por el barrio"],
    bilingual: [
      "Las sesiones bilingües usan el inglés en los calentamientos, las instrucciones y el vocabulario deportivo.",
      "Proyecto del curso: Our Local Olympics.",
    ],
  },
  "1-bachillerato": {
    slug: "1-bachillerato",
    label: "1º Bachillerato",
    banner: "¡Bienvenidos y bienvenidas a 1º Bachillerato! Autonomía, salud y proyectos propios.",
    intro: "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          { code: "SdA1", title: "Mi plan de entrenamiento", description: "Diseño y puesta en práctica de un plan personal de 4 semanas." },
          { code: "SdA2", title: "Salud y sociedad", description: "Análisis crítico de mensajes sobre salud y actividad física." },
          { code: "SdA3", title: "Deportes colectivos", description: "Táctica y organización de un torneo en clase." },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          { code: "SdA4", title: "Retos cooperativos", description: "Resolución de problemas motores en equipo." },
          { code: "SdA5", title: "Primeros auxilios avanzados", description: "RCP, DEA y actuación ante lesiones deportivas." },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          { code: "SdA6", title: "Organizamos un evento", description: "Planificación de una jornada deportiva para el centro." },
          { code: "SdA7", title: "Actividad física en el entorno", description: "Rutas y actividades en el medio natural." },
        ],
      },
    ],
    procedures: PROCEDURES,
    instruments: INSTRUMENTS,
    criteriaImages: criteria("1-bachillerato", "1º Bachillerato"),
    extracurricular: ["Liga de recreos Mantecup", "Voluntariado como árbitros y organizadores"],
    complementary: ["Jornada de primeros auxilios con profesionales sanitarios", "Salida de senderismo de fin de curso"],
    bilingual: null,
  },
};
