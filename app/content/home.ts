/** Spanish copy of the home page (spec 000 §1, §2 Home). */
export const HOME_COPY = {
  description:
    "Web del Departamento de Educación Física: horarios, cursos, proyectos, campeonatos, blog y novedades para el alumnado de ESO y Bachillerato y sus familias.",
  heroTitle: (name: string) => `EF con el profe ${name}`,
  tagline: "Descubre el deporte, vive la aventura!",
  heroActions: [
    { label: "Ver horarios", to: "/horarios" },
    { label: "Nuestros proyectos", to: "/proyectos/health-leaders" },
  ],
  intro: {
    heading: "¿Qué es la Educación Física?",
    paragraphs: [
      "La Educación Física es mucho más que hacer deporte: es aprender a conocer y cuidar tu cuerpo, a moverte con seguridad y eficacia, a convivir y cooperar con los demás y a disfrutar de la actividad física a lo largo de toda la vida.",
      "En ESO y Bachillerato trabajamos la condición física y la salud, los juegos y deportes, la expresión corporal y las actividades en el medio natural, siempre con un objetivo: que adquieras hábitos saludables que te acompañen cuando salgas del instituto.",
    ],
    pillars: [
      { title: "Salud", text: "Hábitos de actividad física, alimentación y descanso para sentirte bien." },
      { title: "Deporte y juego", text: "Deportes individuales y colectivos, juego limpio y trabajo en equipo." },
      { title: "Expresión", text: "El cuerpo como forma de comunicar: ritmo, danza y creatividad." },
      { title: "Naturaleza", text: "Actividades en el medio natural con respeto por el entorno." },
    ],
  },
  flipped: {
    heading: "Aprendemos con el aula invertida",
    lead: "Con el método flipped classroom (aula invertida) la teoría se estudia en casa y el tiempo de clase se dedica a practicar, resolver dudas y moverse.",
    steps: [
      { title: "Antes de clase", text: "Ves un vídeo corto o lees un material en la web, a tu ritmo y tantas veces como necesites." },
      { title: "En clase", text: "Aplicamos lo aprendido en la pista: retos, juegos y tareas por grupos con el profesor a tu lado." },
      { title: "Después", text: "Reflexionas sobre tu progreso, compartes en el blog y preparas el siguiente reto." },
    ],
  },
  about: {
    heading: "Sobre mí",
    photoAlt: (name: string) => `Retrato del profesor ${name}`,
    paragraphs: (name: string) => [
      `Soy ${name}, doctor en Ciencias de la Actividad Física y de la Salud y profesor funcionario de Educación Física en Educación Secundaria.`,
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
    heading: (name: string) => `Contacta con el Profe ${name}`,
    prompt: "Tienes alguna duda o sugerencia? Escríbeme!",
    fields: {
      name: { label: "Nombre", placeholder: "Tu nombre y apellidos" },
      course: { label: "Curso", placeholder: "Por ejemplo, 3º ESO A" },
      email: { label: "Correo electrónico", placeholder: "nombre@correo.com" },
      message: { label: "Mensaje", placeholder: "Escribe aquí tu duda o sugerencia" },
    },
    submit: "Enviar mensaje",
  },
};
