import type { SignupProject } from "../../db/schema";

/** Spanish copy of the 13 project pages (spec 000 §2 Project pages, §9; spec 001 §1). */
export type ProjectSection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Several titled lists side by side (e.g. tasks before, during and after an event). */
  columns?: { title: string; items: string[] }[];
};

export type ProjectIcon =
  | "heart-pulse"
  | "shield"
  | "chef-hat"
  | "footprints"
  | "apple"
  | "trophy"
  | "medal"
  | "leaf"
  | "sparkles"
  | "plane"
  | "mountain"
  | "microscope"
  | "dumbbell";

export type ProjectContent = {
  slug: string;
  title: string;
  tagline: string;
  icon: ProjectIcon;
  /** Tailwind gradient of the page header (dark enough for white text). */
  gradient: string;
  intro: string[];
  sections: ProjectSection[];
  signup?: { project: SignupProject; heading: string };
  special?: "xacobeo" | "fruit-meter" | "masterchef-gallery";
  links?: { label: string; href: string; description: string }[];
  /** A video of the department, shown as a click-to-load facade (no third-party request before the click). */
  video?: { youtubeId: string; title: string };
  quote?: { text: string; author: string };
  note?: string;
};

const PROJECTS: ProjectContent[] = [
  {
    slug: "health-leaders",
    title: "Health Leaders",
    tagline: "Líderes de salud que contagian hábitos saludables a todo el instituto.",
    icon: "heart-pulse",
    gradient: "from-rose-800 to-red-900",
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
    signup: { project: "Health Leaders", heading: "Inscríbete como Health Leader" },
  },
  {
    slug: "guardianes-de-la-pista",
    title: "Guardianes de la Pista",
    tagline: "El equipo que hace posible cada evento deportivo del centro.",
    icon: "shield",
    gradient: "from-sky-800 to-blue-900",
    intro: [
      "Los Guardianes de la Pista colaboran en la organización de los torneos y jornadas deportivas: preparan el material, arbitran, anotan resultados y cuidan de que todo el mundo juegue seguro y con juego limpio.",
    ],
    sections: [
      {
        heading: "Tus tareas",
        columns: [
          { title: "Antes del evento", items: ["Revisar y preparar el material y las pistas.", "Organizar los cuadros de partidos.", "Repartir petos y balones a los equipos."] },
          { title: "Durante el evento", items: ["Arbitrar y anotar resultados.", "Controlar los tiempos y los cambios.", "Velar por el juego limpio y la seguridad."] },
          { title: "Después del evento", items: ["Recoger y guardar el material.", "Entregar las actas de resultados.", "Proponer mejoras para el siguiente evento."] },
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
    signup: { project: "Guardianes de la Pista", heading: "Quiero ser Guardián de la Pista" },
  },
  {
    slug: "masterchef4life",
    title: "MasterChef4Life",
    tagline: "Cocina saludable en equipo: del aula a la gran final.",
    icon: "chef-hat",
    gradient: "from-amber-700 to-orange-900",
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
    special: "masterchef-gallery",
    note: "Próximamente publicaremos aquí las recetas ganadoras.",
  },
  {
    slug: "desafio-xacobeo",
    title: "Desafío Xacobeo",
    tagline: "780 km del Camino Francés recorridos clase a clase por 3º ESO.",
    icon: "footprints",
    gradient: "from-yellow-700 to-amber-900",
    intro: [
      "Cada grupo de 3º ESO recorre de forma simbólica los 780 km del Camino Francés, desde Saint-Jean-Pied-de-Port hasta Santiago de Compostela. Los kilómetros se consiguen con actividad física dentro y fuera del instituto.",
    ],
    sections: [],
    special: "xacobeo",
  },
  {
    slug: "disfruta-del-recreo",
    title: "Disfruta del Recreo",
    tagline: "Fruta en el recreo: un hábito sano que suma en Educación Física.",
    icon: "apple",
    gradient: "from-green-700 to-emerald-900",
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
    special: "fruit-meter",
  },
  {
    slug: "conquista-el-reto",
    title: "Conquista el Reto",
    tagline: "Un reto nuevo cada trimestre para superarte a ti mismo.",
    icon: "trophy",
    gradient: "from-violet-800 to-purple-900",
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
  {
    slug: "olimpiada-escolar",
    title: "Olimpiada Escolar",
    tagline: "Deporte, convivencia y juego limpio entre todos los cursos.",
    icon: "medal",
    gradient: "from-indigo-800 to-blue-950",
    intro: [
      "La Olimpiada Escolar es la gran fiesta deportiva del instituto: una jornada de pruebas por equipos en la que participan todos los cursos.",
      "Muy pronto publicaremos aquí las pruebas, los equipos y el calendario de esta edición.",
    ],
    sections: [],
  },
  {
    slug: "carrera-plogging",
    title: "Carrera Plogging",
    tagline: "Corre y recoge basura: deporte y medio ambiente a la vez.",
    icon: "leaf",
    gradient: "from-emerald-800 to-teal-900",
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
        items: ["A los más rápidos de cada categoría.", "A quien más basura recoja.", "A la concienciación medioambiental."],
      },
    ],
  },
  {
    slug: "sombras-y-brillo",
    title: "Sombras y Brillo",
    tagline: "Expresión corporal con luz negra y sombras.",
    icon: "sparkles",
    gradient: "from-fuchsia-900 to-slate-950",
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
    signup: { project: "Sombras y Brillo", heading: "Inscríbete en Sombras y Brillo" },
    // The department's video of the show (YouTube id): change it here for this year's video.
    video: { youtubeId: "SyB2025show", title: "Espectáculo de Sombras y Brillo" },
  },
  {
    slug: "our-local-olympics",
    title: "Our Local Olympics",
    tagline: "Un intercambio Erasmus+ con una localidad hermana de Austria.",
    icon: "plane",
    gradient: "from-red-800 to-rose-950",
    intro: [
      "Our Local Olympics es un proyecto Erasmus+ en el que compartimos con un centro de una localidad de Austria nuestros juegos y deportes tradicionales.",
    ],
    sections: [
      {
        heading: "Calendario del intercambio",
        items: ["Junio: viaje de nuestro alumnado a Austria.", "Noviembre: visita de vuelta del alumnado austriaco a nuestro centro."],
      },
      {
        heading: "Qué aprenderemos",
        items: ["Juegos tradicionales de ambos países.", "Comunicación en inglés en situaciones reales.", "Convivencia con familias y alumnado de otra cultura."],
      },
    ],
  },
  {
    slug: "cimas-contra-el-cancer",
    title: "Cimas contra el Cáncer",
    tagline: "Una cumbre por cada persona que lucha contra el cáncer.",
    icon: "mountain",
    gradient: "from-cyan-800 to-slate-900",
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
  {
    slug: "investiga-y-descubre",
    title: "Investiga y Descubre",
    tagline: "Proyecto de investigación para 4º ESO en 16 sesiones.",
    icon: "microscope",
    gradient: "from-blue-800 to-indigo-950",
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
  {
    slug: "mas-deporte",
    title: "+Deporte",
    tagline: "Programa extraescolar de deporte, gratuito y para todos.",
    icon: "dumbbell",
    gradient: "from-teal-800 to-cyan-950",
    intro: [
      "+Deporte es un programa extraescolar gratuito que abre las instalaciones del centro por la tarde para practicar deporte en un ambiente sano y divertido.",
    ],
    sections: [
      {
        heading: "Valores que promovemos",
        items: ["Respeto", "Compañerismo", "Esfuerzo", "Hábitos de vida saludables"],
      },
    ],
    quote: { text: "El deporte no construye el carácter: lo revela.", author: "Heywood Broun" },
  },
];

export function findProject(slug: string): ProjectContent | undefined {
  return PROJECTS.find((p) => p.slug === slug);
}
