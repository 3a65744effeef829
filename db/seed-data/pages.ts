import type { PageDocument } from "../../app/pages/domain/page-documents";
import { sampleRankingScoring } from "./ranking-scoring";

// The three course pages share their evaluation and rubric until the teacher changes one.
const COURSE_GRADING = {
  intro: "La nota de cada situación de aprendizaje se obtiene con una rúbrica de cinco niveles de desempeño:",
  levels: [
    {
      level: "Insuficiente",
      range: "1-4",
      description: "No alcanza los aprendizajes mínimos de la situación.",
    },
    {
      level: "Suficiente",
      range: "5",
      description: "Alcanza los aprendizajes básicos con ayuda.",
    },
    {
      level: "Bien",
      range: "6",
      description: "Resuelve las tareas con autonomía.",
    },
    {
      level: "Notable",
      range: "7-8",
      description: "Aplica lo aprendido con seguridad y ayuda a otros.",
    },
    {
      level: "Sobresaliente",
      range: "9-10",
      description: "Domina los aprendizajes y los transfiere a nuevas situaciones.",
    },
  ],
};

/** The sample school's note on its bilingual work, under the rubric of its courses (not a new school's). */
const SAMPLE_BILINGUAL_NOTE = "El trabajo bilingüe solo suma nota extra: nunca resta ni impide llegar al 10.";

const COURSE_PROCEDURES = [
  "Observación sistemática en clase",
  "Pruebas prácticas y retos motores",
  "Análisis de producciones (fichas, vídeos, diario)",
  "Autoevaluación y coevaluación",
];

const COURSE_INSTRUMENTS = [
  "Rúbricas de cada situación de aprendizaje",
  "Listas de control",
  "Diario de clase",
  "Cuestionarios en el aula virtual",
];

/**
 * The content of the editable public pages as the site first had it: the start fills
 * the database with it for a page that has none (app/pages/server/pages.server.ts), and from then on the
 * teacher's revisions in /admin/paginas are what the pages show. {profe} stands for the teacher's
 * name as set in /admin/ajustes. An empty field is left out (the page's fields complete it).
 */
/**
 * A course the teacher adds starts with a page: its welcome, the department's shared
 * evaluation (procedures, instruments, grading) and the rest empty for the teacher to write.
 */
export const newCoursePage = (label: string): PageDocument => ({
  banner: `¡Bienvenidos y bienvenidas a ${label}!`,
  intro: `Todo lo que necesitas saber de la asignatura en ${label}: qué haremos, cómo se evalúa y qué actividades nos esperan.`,
  trimesters: [],
  procedures: COURSE_PROCEDURES,
  instruments: COURSE_INSTRUMENTS,
  criteria: [],
  grading: COURSE_GRADING,
  extracurricular: [],
  complementary: [],
  bilingual: [],
});

/**
 * A project the teacher adds starts with a page that says its name and asks for the rest;
 * with a sign-up form, the form is open.
 */
export const newProjectPage = (project: { title: string; signup: boolean }): PageDocument => ({
  title: project.title,
  tagline: "Un proyecto del Departamento de Educación Física.",
  intro: [`Muy pronto contaremos aquí en qué consiste ${project.title} y cómo participar.`],
  sections: [],
  signup: { open: project.signup, heading: project.signup ? `Inscríbete en ${project.title}` : "" },
});

export const SEED_PAGES: Record<string, PageDocument> = {
  inicio: {
    description:
      "Web del Departamento de Educación Física: horarios, cursos, proyectos, campeonatos, blog y novedades para el alumnado de ESO y Bachillerato y sus familias.",
    heroTitle: "EF con el profe {profe}",
    tagline: "Descubre el deporte, vive la aventura!",
    heroActions: [
      {
        label: "Ver horarios",
        to: "/horarios",
      },
      {
        label: "Nuestros proyectos",
        to: "/proyectos/health-leaders",
      },
    ],
    intro: {
      heading: "¿Qué es la Educación Física?",
      paragraphs: [
        "La Educación Física es mucho más que hacer deporte: es aprender a conocer y cuidar tu cuerpo, a moverte con seguridad y eficacia, a convivir y cooperar con los demás y a disfrutar de la actividad física a lo largo de toda la vida.",
        "En ESO y Bachillerato trabajamos la condición física y la salud, los juegos y deportes, la expresión corporal y las actividades en el medio natural, siempre con un objetivo: que adquieras hábitos saludables que te acompañen cuando salgas del instituto.",
      ],
      pillars: [
        {
          title: "Salud",
          text: "Hábitos de actividad física, alimentación y descanso para sentirte bien.",
        },
        {
          title: "Deporte y juego",
          text: "Deportes individuales y colectivos, juego limpio y trabajo en equipo.",
        },
        {
          title: "Expresión",
          text: "El cuerpo como forma de comunicar: ritmo, danza y creatividad.",
        },
        {
          title: "Naturaleza",
          text: "Actividades en el medio natural con respeto por el entorno.",
        },
      ],
    },
    flipped: {
      heading: "Aprendemos con el aula invertida",
      lead: "Con el método flipped classroom (aula invertida) la teoría se estudia en casa y el tiempo de clase se dedica a practicar, resolver dudas y moverse.",
      steps: [
        {
          title: "Antes de clase",
          text: "Ves un vídeo corto o lees un material en la web, a tu ritmo y tantas veces como necesites.",
        },
        {
          title: "En clase",
          text: "Aplicamos lo aprendido en la pista: retos, juegos y tareas por grupos con el profesor a tu lado.",
        },
        {
          title: "Después",
          text: "Reflexionas sobre tu progreso, compartes en el blog y preparas el siguiente reto.",
        },
      ],
    },
    about: {
      heading: "Sobre mí",
      photo: {
        src: "/img/profesor.svg",
        alt: "Retrato del profesor {profe}",
      },
      paragraphs: [
        "Soy {profe}, doctor en Ciencias de la Actividad Física y de la Salud y profesor funcionario de Educación Física en Educación Secundaria.",
        "Antes de dedicarme por completo a la docencia fui entrenador de equipos de fútbol y de fútbol sala y preparador físico de varios clubes, una experiencia que hoy traslado a las clases y a los campeonatos del centro.",
        "Soy autor de artículos científicos y he participado en congresos, planes educativos y grupos de trabajo. También he presidido tribunales de oposición.",
        "Mi objetivo es que cada alumno y alumna descubra la actividad física que le hace disfrutar y la convierta en un hábito para toda la vida.",
      ],
      highlights: [
        "Doctor en Ciencias de la Actividad Física y de la Salud",
        "Profesor funcionario de Educación Física",
        "Exentrenador de fútbol y fútbol sala",
        "Expreparador físico de clubes",
        "Autor de artículos científicos",
        "Presidente de tribunales de oposición",
      ],
    },
    contact: {
      heading: "Contacta con el Profe {profe}",
      prompt: "Tienes alguna duda o sugerencia? Escríbeme!",
    },
  },
  "proyecto-health-leaders": {
    title: "Health Leaders",
    tagline: "Líderes de salud que contagian hábitos saludables a todo el instituto.",
    intro: [
      "Health Leaders es un programa de alumnado mentor: chicas y chicos que se forman en hábitos saludables y después los difunden entre sus compañeros y compañeras con actividades, campañas y dinamización de recreos.",
      "Ser Health Leader es aprender a liderar con el ejemplo: activo, responsable y siempre dispuesto a ayudar.",
    ],
    sections: [
      {
        heading: "¿Qué harás como Health Leader?",
        items: [
          "Dinamizar juegos y actividades físicas en los recreos.",
          "Preparar campañas sobre alimentación saludable, descanso e higiene postural.",
          "Apoyar al profesorado en jornadas deportivas y de salud del centro.",
          "Elaborar materiales para la web y las redes del departamento.",
        ],
      },
      {
        heading: "Requisitos",
        items: [
          "Tener ganas de aprender y de ayudar a los demás.",
          "Comprometerte a asistir a las reuniones de formación (una por mes).",
          "Mantener una actitud ejemplar en clase y en el recreo.",
        ],
      },
      {
        heading: "Recompensas",
        items: [
          "Diploma de Health Leader al final del curso.",
          "Puntos extra en la nota de Educación Física (ver el sistema de puntuaciones de tu curso).",
          "Formación en primeros auxilios y dinamización de grupos.",
        ],
      },
    ],
    signup: {
      open: true,
      heading: "Inscríbete como Health Leader",
    },
  },
  "proyecto-guardianes-de-la-pista": {
    title: "Guardianes de la Pista",
    tagline: "El equipo que hace posible cada evento deportivo del centro.",
    intro: [
      "Los Guardianes de la Pista colaboran en la organización de los torneos y jornadas deportivas: preparan el material, arbitran, anotan resultados y cuidan de que todo el mundo juegue seguro y con juego limpio.",
    ],
    sections: [
      {
        heading: "Tus tareas",
        columns: [
          {
            title: "Antes del evento",
            items: [
              "Revisar y preparar el material y las pistas.",
              "Organizar los cuadros de partidos.",
              "Repartir petos y balones a los equipos.",
            ],
          },
          {
            title: "Durante el evento",
            items: [
              "Arbitrar y anotar resultados.",
              "Controlar los tiempos y los cambios.",
              "Velar por el juego limpio y la seguridad.",
            ],
          },
          {
            title: "Después del evento",
            items: [
              "Recoger y guardar el material.",
              "Entregar las actas de resultados.",
              "Proponer mejoras para el siguiente evento.",
            ],
          },
        ],
      },
      {
        heading: "¿Quién puede participar?",
        paragraphs: ["Alumnado de 2º ESO, 3º ESO o 1º Bachillerato con compromiso y responsabilidad."],
      },
      {
        heading: "Recompensas",
        items: [
          "Puntos extra en Educación Física por cada evento en el que colabores.",
          "Formación básica de arbitraje.",
          "Reconocimiento público en la web y en la entrega de premios.",
        ],
      },
    ],
    signup: {
      open: true,
      heading: "Quiero ser Guardián de la Pista",
    },
  },
  "proyecto-masterchef4life": {
    title: "MasterChef4Life",
    tagline: "Cocina saludable en equipo: del aula a la gran final.",
    intro: [
      "MasterChef4Life une alimentación saludable, trabajo en equipo y creatividad. Por equipos, diseñaréis un menú equilibrado y lo presentaréis en una gran final.",
    ],
    sections: [
      {
        heading: "Objetivos",
        items: [
          "Conocer los principios de una alimentación equilibrada.",
          "Aprender a planificar un menú saludable y económico.",
          "Trabajar en equipo y repartir responsabilidades.",
          "Valorar la cocina casera frente a los ultraprocesados.",
        ],
      },
      {
        heading: "Las cinco etapas",
        items: [
          "1. Formación de equipos de 4-5 personas.",
          "2. Sesiones teóricas sobre nutrición (2-3 sesiones).",
          "3. Diseño del menú (2 sesiones).",
          "4. Gran final: gala de un día en la que cada equipo presenta su plato.",
          "5. Evaluación del proceso y del resultado.",
        ],
      },
    ],
    gallery: [
      {
        image: {
          src: "/img/masterchef/plato-1.svg",
          alt: "Ensalada de garbanzos con verduras",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-2.svg",
          alt: "Crema de calabaza",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-3.svg",
          alt: "Brochetas de pollo y pimiento",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-4.svg",
          alt: "Salmón al horno con patata",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-5.svg",
          alt: "Wrap integral de verduras",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-6.svg",
          alt: "Macedonia de frutas de temporada",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-7.svg",
          alt: "Tortilla de espinacas",
        },
      },
      {
        image: {
          src: "/img/masterchef/plato-8.svg",
          alt: "Yogur con avena y frutos rojos",
        },
      },
    ],
    note: "Próximamente publicaremos aquí las recetas ganadoras.",
  },
  "proyecto-desafio-xacobeo": {
    title: "Desafío Xacobeo",
    tagline: "780 km del Camino Francés recorridos clase a clase por 3º ESO.",
    intro: [
      "Cada grupo de 3º ESO recorre de forma simbólica los 780 km del Camino Francés, desde Saint-Jean-Pied-de-Port hasta Santiago de Compostela. Los kilómetros se consiguen con actividad física dentro y fuera del instituto.",
    ],
  },
  "proyecto-disfruta-del-recreo": {
    title: "Disfruta del Recreo",
    tagline: "Fruta en el recreo: un hábito sano que suma en Educación Física.",
    intro: [
      "Con Disfruta del Recreo cada clase se anima a tomar fruta a media mañana. Cada pieza se apunta en la lista mensual de la clase y suma para la nota y para el medidor de fruta del grupo.",
    ],
    sections: [
      {
        heading: "Cómo funciona",
        items: [
          "El proyecto empieza en octubre.",
          "La lista es mensual: cada clase tiene la suya.",
          "Los delegados y delegadas saludables de cada clase se encargan de la lista.",
          "El profesor actúa como 'notario': revisa y firma la lista de fruta.",
        ],
      },
      {
        heading: "Puntuación",
        items: [
          "0,05 puntos por cada pieza de fruta registrada.",
          "Máximo de 16 piezas por trimestre (0,80 puntos).",
          "Una vez alcanzado el máximo, 0,20 puntos por regularidad semanal.",
          "0,5 puntos para el delegado o delegada saludable.",
        ],
      },
    ],
  },
  "proyecto-conquista-el-reto": {
    title: "Conquista el Reto",
    tagline: "Un reto nuevo cada trimestre para superarte a ti mismo.",
    intro: [
      "Cada trimestre proponemos retos físicos y de hábitos saludables para hacer en casa, en el recreo o en familia. No se trata de ganar a nadie: se trata de mejorar respecto a ti.",
    ],
    sections: [
      {
        heading: "Cómo se evalúa",
        items: [
          "Participación y esfuerzo.",
          "Progreso personal a lo largo del trimestre.",
          "Trabajo en equipo, cuando el reto es colectivo.",
        ],
      },
    ],
    links: [
      {
        label: "Retos del mes",
        href: "https://view.genially.com/",
        description: "Recurso interactivo con los retos mensuales (se abre en una pestaña nueva).",
      },
    ],
  },
  "proyecto-olimpiada-escolar": {
    title: "Olimpiada Escolar",
    tagline: "Deporte, convivencia y juego limpio entre todos los cursos.",
    intro: [
      "La Olimpiada Escolar es la gran fiesta deportiva del instituto: una jornada de pruebas por equipos en la que participan todos los cursos.",
      "Muy pronto publicaremos aquí las pruebas, los equipos y el calendario de esta edición.",
    ],
  },
  "proyecto-carrera-plogging": {
    title: "Carrera Plogging",
    tagline: "Corre y recoge basura: deporte y medio ambiente a la vez.",
    intro: [
      "El plogging consiste en correr mientras se recoge la basura que encontramos por el camino. Nuestra carrera une la actividad física con el cuidado del entorno del pueblo.",
    ],
    sections: [
      {
        heading: "Categorías",
        paragraphs: ["Desde 5º-6º de Primaria hasta 1º de Bachillerato, cada una con su recorrido."],
      },
      {
        heading: "Información práctica",
        items: [
          "Salida desde el Calvario.",
          "La organización entrega guantes y bolsas a cada participante.",
          "Lleva ropa deportiva, agua y gorra.",
        ],
      },
      {
        heading: "Premios",
        items: [
          "A los más rápidos de cada categoría.",
          "A quien más basura recoja.",
          "A la concienciación medioambiental.",
        ],
      },
    ],
  },
  "proyecto-sombras-y-brillo": {
    title: "Sombras y Brillo",
    tagline: "Expresión corporal con luz negra y sombras.",
    intro: [
      "Sombras y Brillo es nuestro proyecto de expresión corporal: coreografías con luz negra, materiales fluorescentes y teatro de sombras, creadas y representadas por el alumnado.",
    ],
    sections: [
      {
        heading: "Qué haremos",
        items: [
          "Crear historias con el cuerpo, sin palabras.",
          "Montar coreografías por grupos con música.",
          "Representar el espectáculo final ante el centro y las familias.",
        ],
      },
    ],
    signup: {
      open: true,
      heading: "Inscríbete en Sombras y Brillo",
    },
    video: {
      youtubeId: "SyB2025show",
      title: "Espectáculo de Sombras y Brillo",
    },
  },
  "proyecto-our-local-olympics": {
    title: "Our Local Olympics",
    tagline: "Un intercambio Erasmus+ con una localidad hermana de Austria.",
    intro: [
      "Our Local Olympics es un proyecto Erasmus+ en el que compartimos con un centro de una localidad de Austria nuestros juegos y deportes tradicionales.",
    ],
    sections: [
      {
        heading: "Calendario del intercambio",
        items: [
          "Junio: viaje de nuestro alumnado a Austria.",
          "Noviembre: visita de vuelta del alumnado austriaco a nuestro centro.",
        ],
      },
      {
        heading: "Qué aprenderemos",
        items: [
          "Juegos tradicionales de ambos países.",
          "Comunicación en inglés en situaciones reales.",
          "Convivencia con familias y alumnado de otra cultura.",
        ],
      },
    ],
  },
  "proyecto-cimas-contra-el-cancer": {
    title: "Cimas contra el Cáncer",
    tagline: "Una cumbre por cada persona que lucha contra el cáncer.",
    intro: [
      "En torno al 4 de febrero, Día Mundial contra el Cáncer, proponemos un reto solidario: subir una cima y dedicarla a quienes luchan contra la enfermedad.",
    ],
    sections: [
      {
        heading: "Cómo participar",
        items: [
          "Elige una cima y un fin de semana del mes.",
          "Avisa al profesor antes de la salida.",
          "Hazte una foto o un vídeo en la cumbre con la hoja conmemorativa.",
          "Con todas las imágenes haremos un mural o un vídeo colectivo.",
        ],
      },
    ],
  },
  "proyecto-investiga-y-descubre": {
    title: "Investiga y Descubre",
    tagline: "Proyecto de investigación para 4º ESO en 16 sesiones.",
    intro: [
      "En Investiga y Descubre el alumnado de 4º ESO aprende a investigar sobre actividad física y salud con el método científico: plantea una pregunta, recoge datos, los analiza y presenta sus conclusiones.",
    ],
    sections: [
      {
        heading: "Las 16 sesiones",
        items: [
          "Sesiones 1-3: elegir el tema y plantear la pregunta de investigación.",
          "Sesiones 4-6: buscar información fiable y diseñar el estudio.",
          "Sesiones 7-11: recoger datos con pruebas físicas, cuestionarios o dispositivos.",
          "Sesiones 12-14: analizar los datos y sacar conclusiones.",
          "Sesiones 15-16: presentar el trabajo a la clase.",
        ],
      },
    ],
  },
  "proyecto-mas-deporte": {
    title: "+Deporte",
    tagline: "Programa extraescolar de deporte, gratuito y para todos.",
    intro: [
      "+Deporte es un programa extraescolar gratuito que abre las instalaciones del centro por la tarde para practicar deporte en un ambiente sano y divertido.",
    ],
    sections: [
      {
        heading: "Valores que promovemos",
        items: ["Respeto", "Compañerismo", "Esfuerzo", "Hábitos de vida saludables"],
      },
    ],
    quote: {
      text: "El deporte no construye el carácter: lo revela.",
      author: "Heywood Broun",
    },
  },
  "curso-2-eso": {
    banner: "¡Bienvenidos y bienvenidas a 2º ESO! Este curso nos movemos más, jugamos limpio y cuidamos nuestra salud.",
    intro:
      "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          {
            code: "SdA1",
            title: "Me conozco y me pongo en forma",
            description: "Condición física saludable, calentamiento autónomo y frecuencia cardiaca.",
          },
          {
            code: "SdA2",
            title: "Health Leaders",
            description: "Hábitos saludables y liderazgo en los recreos activos.",
          },
          {
            code: "SdA3",
            title: "Juegos de invasión",
            description: "Fútbol sala y balonmano: cooperación y oposición.",
          },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          {
            code: "SdA4",
            title: "Acrosport",
            description: "Figuras en grupo, seguridad y expresión corporal.",
          },
          {
            code: "SdA5",
            title: "Masterchef4life",
            description: "Alimentación saludable y cocina sencilla.",
          },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          {
            code: "SdA6",
            title: "Deportes de raqueta",
            description: "Bádminton: golpes básicos y juego de dobles.",
          },
          {
            code: "SdA7",
            title: "Orientación en el entorno",
            description: "Mapas, brújula y una salida al parque cercano.",
          },
        ],
      },
    ],
    procedures: COURSE_PROCEDURES,
    instruments: COURSE_INSTRUMENTS,
    criteria: [
      {
        image: {
          src: "/img/cursos/criterios-2-eso-1.svg",
          alt: "Criterios de evaluación de 2º ESO, competencias específicas 1 y 2: vida activa y saludable, y resolución de situaciones motrices.",
        },
        caption: "Competencias específicas 1 y 2",
      },
      {
        image: {
          src: "/img/cursos/criterios-2-eso-2.svg",
          alt: "Criterios de evaluación de 2º ESO, competencias específicas 3, 4 y 5: convivencia, manifestaciones culturales y entorno natural.",
        },
        caption: "Competencias específicas 3, 4 y 5",
      },
    ],
    grading: { ...COURSE_GRADING, bilingualNote: SAMPLE_BILINGUAL_NOTE },
    extracurricular: [
      "Liga de recreos Mantecup (fútbol sala, voleibol, baloncesto y bádminton)",
      "Programa +Deporte por las tardes",
    ],
    complementary: [
      "Carrera Plogging por el barrio",
      "Olimpiada Escolar de primavera",
      "Jornada de juegos tradicionales",
    ],
    bilingual: [
      "Las sesiones bilingües usan el inglés en los calentamientos, las instrucciones y el vocabulario deportivo.",
      "Proyecto del curso: Healthy Habits, Happy Hearts.",
    ],
    scoring: sampleRankingScoring("2-eso"),
  },
  "curso-3-eso": {
    banner: "¡Bienvenidos y bienvenidas a 3º ESO! Retos, deporte y aventura: este curso vamos más lejos.",
    intro:
      "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          {
            code: "SdA1",
            title: "Entreno con cabeza",
            description: "Planificación del entrenamiento de resistencia y flexibilidad.",
          },
          {
            code: "SdA2",
            title: "Desafío Xacobeo",
            description: "Sumamos kilómetros como clase hasta Santiago de Compostela.",
          },
          {
            code: "SdA3",
            title: "Voleibol",
            description: "Toque de dedos, antebrazos y saque; juego reducido.",
          },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          {
            code: "SdA4",
            title: "Expresión corporal",
            description: "Coreografía por grupos con música.",
          },
          {
            code: "SdA5",
            title: "Primeros auxilios",
            description: "Conducta PAS, posición lateral de seguridad y RCP básica.",
          },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          {
            code: "SdA6",
            title: "Deportes alternativos",
            description: "Ultimate, colpbol y floorball.",
          },
          {
            code: "SdA7",
            title: "Actividades en la naturaleza",
            description: "Senderismo y orientación con salida de un día.",
          },
        ],
      },
    ],
    procedures: COURSE_PROCEDURES,
    instruments: COURSE_INSTRUMENTS,
    criteria: [
      {
        image: {
          src: "/img/cursos/criterios-3-eso-1.svg",
          alt: "Criterios de evaluación de 3º ESO, competencias específicas 1 y 2: vida activa y saludable, y resolución de situaciones motrices.",
        },
        caption: "Competencias específicas 1 y 2",
      },
      {
        image: {
          src: "/img/cursos/criterios-3-eso-2.svg",
          alt: "Criterios de evaluación de 3º ESO, competencias específicas 3, 4 y 5: convivencia, manifestaciones culturales y entorno natural.",
        },
        caption: "Competencias específicas 3, 4 y 5",
      },
    ],
    grading: { ...COURSE_GRADING, bilingualNote: SAMPLE_BILINGUAL_NOTE },
    extracurricular: ["Liga de recreos Mantecup", "Programa +Deporte por las tardes", "Fernando III League"],
    complementary: ["Desafío Xacobeo: etapa final a pie", "Cimas contra el Cáncer", "Carrera Plogging por el barrio"],
    bilingual: [
      "Las sesiones bilingües usan el inglés en los calentamientos, las instrucciones y el vocabulario deportivo.",
      "Proyecto del curso: Our Local Olympics.",
    ],
    scoring: sampleRankingScoring("3-eso"),
  },
  "curso-1-bachillerato": {
    banner: "¡Bienvenidos y bienvenidas a 1º Bachillerato! Autonomía, salud y proyectos propios.",
    intro:
      "Todo lo que necesitas saber de la asignatura este curso: qué haremos, cómo se evalúa y qué actividades nos esperan.",
    trimesters: [
      {
        name: "Primer trimestre",
        situations: [
          {
            code: "SdA1",
            title: "Mi plan de entrenamiento",
            description: "Diseño y puesta en práctica de un plan personal de 4 semanas.",
          },
          {
            code: "SdA2",
            title: "Salud y sociedad",
            description: "Análisis crítico de mensajes sobre salud y actividad física.",
          },
          {
            code: "SdA3",
            title: "Deportes colectivos",
            description: "Táctica y organización de un torneo en clase.",
          },
        ],
      },
      {
        name: "Segundo trimestre",
        situations: [
          {
            code: "SdA4",
            title: "Retos cooperativos",
            description: "Resolución de problemas motores en equipo.",
          },
          {
            code: "SdA5",
            title: "Primeros auxilios avanzados",
            description: "RCP, DEA y actuación ante lesiones deportivas.",
          },
        ],
      },
      {
        name: "Tercer trimestre",
        situations: [
          {
            code: "SdA6",
            title: "Organizamos un evento",
            description: "Planificación de una jornada deportiva para el centro.",
          },
          {
            code: "SdA7",
            title: "Actividad física en el entorno",
            description: "Rutas y actividades en el medio natural.",
          },
        ],
      },
    ],
    procedures: COURSE_PROCEDURES,
    instruments: COURSE_INSTRUMENTS,
    criteria: [
      {
        image: {
          src: "/img/cursos/criterios-1-bachillerato-1.svg",
          alt: "Criterios de evaluación de 1º Bachillerato, competencias específicas 1 y 2: vida activa y saludable, y resolución de situaciones motrices.",
        },
        caption: "Competencias específicas 1 y 2",
      },
      {
        image: {
          src: "/img/cursos/criterios-1-bachillerato-2.svg",
          alt: "Criterios de evaluación de 1º Bachillerato, competencias específicas 3, 4 y 5: convivencia, manifestaciones culturales y entorno natural.",
        },
        caption: "Competencias específicas 3, 4 y 5",
      },
    ],
    grading: { ...COURSE_GRADING, bilingualNote: SAMPLE_BILINGUAL_NOTE },
    extracurricular: ["Liga de recreos Mantecup", "Voluntariado como árbitros y organizadores"],
    complementary: [
      "Jornada de primeros auxilios con profesionales sanitarios",
      "Salida de senderismo de fin de curso",
    ],
    scoring: sampleRankingScoring("1-bachillerato"),
  },
  "zona-de-curso": {
    calendar: {
      soon: "Próximamente...",
      text: "Estamos construyendo el calendario del curso: exámenes prácticos, salidas y entregas en un solo lugar.",
    },
    resources: {
      text: "Esta sección se está preparando. Muy pronto encontrarás aquí fichas, vídeos y materiales de cada situación de aprendizaje.",
    },
  },
  "bilinguismo-recursos": {
    title: "Recursos y Materiales",
    lead: "Materials for Physical Education in English: activities for class and resources to study at home. / Materiales de Educación Física en inglés para clase y para estudiar en casa.",
    activitiesHeading: "Activities · Actividades",
    activities: [
      {
        title: "Warm-up Commands",
        text: "Instructions to lead a warm-up in English: jog, stretch, jump, turn around... / Órdenes para dirigir el calentamiento en inglés.",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
      {
        title: "Sports Vocabulary",
        text: "Key words of every sport we play, with pictures and audio. / Vocabulario de cada deporte con imágenes y audio.",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
      {
        title: "International Games Day",
        text: "Traditional games from English-speaking countries to play on the court. / Juegos tradicionales de países de habla inglesa.",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
    ],
    resourcesHeading: "Resources · Recursos",
    resources: [
      {
        title: "Muscular and Skeletal System",
        level: "Básico",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
      {
        title: "Body Systems & Exercise",
        level: "Intermedio",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
      {
        title: "Reading",
        level: "Variable",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
      {
        title: "Health",
        level: "Intermedio",
        href: "https://drive.google.com/drive/folders/recursos-bilingues-ef",
      },
    ],
  },
  "bilinguismo-proyecto": {
    title: "Proyecto Bilingüe 2024-2025",
    motto: "Healthy Habits, Happy Hearts: The Path to Mental Well-Being",
    intro: [
      "This year our bilingual project connects physical activity with mental health. Through movement, games and reflection in English, students learn how exercise, sleep, food and friendship help us feel better.",
      "Este curso nuestro proyecto bilingüe une actividad física y bienestar emocional: aprendemos en inglés cómo el ejercicio, el descanso, la alimentación y las relaciones nos ayudan a sentirnos mejor.",
    ],
    poster: {
      src: "/img/poster-proyecto-bilingue.svg",
      alt: "Cartel del proyecto: un corazón sobre fondo verde con el lema Healthy Habits, Happy Hearts",
    },
    finalProducts: {
      heading: "Productos Finales",
      text: "Videos, posters and presentations made by our students. / Vídeos, carteles y presentaciones del alumnado.",
      cta: "Ver los productos finales",
      href: "https://drive.google.com/drive/folders/proyecto-bilingue-2024-2025",
    },
    quickAccess: {
      heading: "Acceso Rápido",
      text: "Escanea el código QR con el móvil para abrir los productos finales.",
      qr: {
        src: "/img/qr-proyecto-bilingue.svg",
        alt: "Código QR que abre la carpeta de productos finales del proyecto bilingüe",
      },
    },
    tagline: "Move your body, calm your mind, open your heart.",
  },
  torneo: {
    title: "Torneo Mantecup",
    tagline: "El campeonato de los recreos: deporte, compañerismo y mucha emoción.",
    edition: "IV Mantecup · Recreo de las 11:15",
    about: [
      "El Mantecup es el torneo deportivo del instituto que se juega en los recreos. Equipos de todos los cursos compiten en fútbol, voleibol, baloncesto y bádminton durante varias semanas.",
      "Lo más importante no es ganar: es jugar limpio, divertirse y animar a los compañeros. ¡Te esperamos en la pista!",
    ],
    rules: [
      "Hay 5 minutos de cortesía por retraso; después, el partido se da por perdido.",
      "Las tarjetas amarillas y rojas suponen partidos de sanción.",
      "Sanciones posibles: pérdida del partido o de puntos, expulsión de un jugador, de un equipo o del torneo.",
      "Victoria 3 puntos, empate 1, derrota 0.",
    ],
    teamOfMonth: {
      name: "Los Imparables (3º ESO B)",
      text: "Invictos en la fase de grupos y ejemplo de juego limpio.",
    },
    featuredPlayer: {
      name: "Marta Gil (2º ESO A)",
      text: "Máxima goleadora del fútbol femenino con 9 goles.",
    },
    gallery: [
      {
        caption: "Final de fútbol",
      },
      {
        caption: "Partido de voleibol",
      },
      {
        caption: "Entrega de trofeos",
      },
      {
        caption: "Afición en la grada",
      },
    ],
  },
  liga: {
    title: "Fernando III League",
    tagline: "La liga escolar de Fútbol Sala y Baloncesto.",
    edition: "Fernando III League · Todo el curso",
    about: "Forma tu equipo, inscríbelo y compite durante todo el curso. Victoria 3 puntos, empate 1, derrota 0.",
    gallery: [
      {
        caption: "Partido de fútbol sala",
      },
      {
        caption: "Partido de baloncesto",
      },
      {
        caption: "Entrega de trofeos de la liga",
      },
      {
        caption: "Afición en la grada",
      },
    ],
  },
  "pie-de-pagina": {
    logos: [
      {
        image: {
          src: "/img/logo-consejeria.svg",
          alt: "Consejería de Educación",
        },
      },
      {
        image: {
          src: "/img/logo-centro.svg",
          alt: "IES Fernando III",
        },
      },
    ],
  },
};

/**
 * A new school's first pages (`npm start -- --vacio`): the sample's words, without what
 * names the sample school or its pupils (its project in the home page's buttons, the team and the
 * player of the month, the galleries' captions, its logos in the footer).
 */
export const EMPTY_SITE_PAGES: Record<string, PageDocument> = {
  inicio: {
    ...SEED_PAGES["inicio"],
    heroActions: [{ label: "Ver horarios", to: "/horarios" }],
    about: {
      ...(SEED_PAGES["inicio"]?.["about"] as Record<string, unknown>),
      paragraphs: [
        "Soy {profe}, del Departamento de Educación Física. Muy pronto contaré aquí quién soy y cómo trabajamos.",
      ],
      highlights: [],
    },
  },
  // The tournament's own name (`emptySiteSettings`), not the sample school's.
  torneo: {
    ...SEED_PAGES["torneo"],
    title: "Torneo de los recreos",
    edition: "Recreo de las 11:15",
    about: [
      "Es el torneo deportivo del instituto que se juega en los recreos. Equipos de todos los cursos compiten durante varias semanas.",
      "Lo más importante no es ganar: es jugar limpio, divertirse y animar a los compañeros. ¡Te esperamos en la pista!",
    ],
    // Each competition's page states its own points and sport's rules; these are only the tournament's.
    rules: [
      "Hay 5 minutos de cortesía por retraso; después, el partido se da por perdido.",
      "Sanciones posibles: pérdida del partido o de puntos, expulsión de un jugador, de un equipo o del torneo.",
    ],
    teamOfMonth: { name: "", text: "" },
    featuredPlayer: { name: "", text: "" },
    gallery: [],
  },
  // The league's own name (`emptySiteSettings`), not the sample school's.
  liga: {
    ...SEED_PAGES["liga"],
    title: "Liga escolar",
    edition: "Liga escolar · Todo el curso",
    about: "Forma tu equipo, inscríbelo y compite durante todo el curso.",
    gallery: [],
  },
  // The bilingual section with nothing written: hidden from the menu, the sitemap and search until
  // the teacher writes it (app/pages/domain/unwritten-sections.ts).
  "bilinguismo-recursos": {
    ...SEED_PAGES["bilinguismo-recursos"],
    lead: "",
    activities: [],
    resources: [],
  },
  "bilinguismo-proyecto": {
    title: "Proyecto bilingüe",
    motto: "",
    intro: [],
    poster: { src: "", alt: "" },
    finalProducts: { heading: "Productos finales", text: "", cta: "Ver los productos finales", href: "" },
    quickAccess: {
      heading: "Acceso rápido",
      text: "Escanea el código QR con el móvil para abrir los productos finales.",
      qr: { src: "", alt: "" },
    },
    tagline: "",
  },
  "pie-de-pagina": { logos: [] },
};
