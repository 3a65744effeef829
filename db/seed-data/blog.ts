/** A handful of blog posts across the categories, with comments and likes. */
export const SEED_BLOG_POSTS = [
  {
    id: 1,
    title: "Bienvenidos al blog de Educación Física",
    content:
      "Este es el espacio para compartir lo que hacemos en clase, en los recreos y en los proyectos del departamento.\n\nPuedes comentar cada entrada y dejar tu «Me gusta». Recuerda: respeto y juego limpio también aquí.",
    category: null,
    author: "Profe de EF",
    createdAt: new Date("2025-09-15T09:00:00Z"),
  },
  {
    id: 2,
    title: "Reto del mes: 10.000 pasos al día",
    content:
      "Este mes os propongo caminar 10.000 pasos al día durante una semana. Apuntad vuestros pasos y contadnos en los comentarios cómo os ha ido.\n\n¡El grupo con más participación se lleva puntos extra!",
    category: "2º ESO",
    author: "",
    createdAt: new Date("2025-10-02T09:00:00Z"),
  },
  {
    id: 3,
    title: "Cómo preparamos el Desafío Xacobeo",
    content:
      "Ya llevamos más de 400 km entre todas las clases de 3º. Cada clase práctica suma 3 km y cada reto en casa, 2 km.\n\n¿Llegaremos a Santiago antes de junio?",
    category: "3º ESO",
    author: "3º ESO B",
    createdAt: new Date("2025-11-10T09:00:00Z"),
  },
  {
    id: 4,
    title: "Entrenamiento de fuerza: técnica antes que peso",
    content:
      "En 1º de Bachillerato empezamos el bloque de fuerza. La clave es aprender bien la técnica de cada ejercicio antes de añadir carga.\n\nRevisa los vídeos del aula virtual antes de la próxima sesión.",
    category: "1º Bachillerato",
    author: "Profe de EF",
    createdAt: new Date("2025-11-20T09:00:00Z"),
  },
];

export const SEED_BLOG_COMMENTS = [
  { postId: 1, authorName: "Lucía", content: "¡Qué buena idea el blog!", createdAt: new Date("2025-09-16T10:00:00Z") },
  {
    postId: 2,
    authorName: "Hugo",
    content: "Yo llevo 12.000 pasos hoy 💪",
    createdAt: new Date("2025-10-03T17:30:00Z"),
  },
  {
    postId: 2,
    authorName: "Sara",
    content: "¿Cuentan los pasos del recreo?",
    createdAt: new Date("2025-10-04T11:20:00Z"),
  },
  { postId: 3, authorName: "Álex", content: "¡Vamos 3º B!", createdAt: new Date("2025-11-11T08:40:00Z") },
];

export const SEED_BLOG_LIKES = [
  { postId: 1, userName: "Lucía", userCourse: "2º ESO A" },
  { postId: 1, userName: "Mario", userCourse: "3º ESO C" },
  { postId: 2, userName: "Hugo", userCourse: "2º ESO B" },
  { postId: 3, userName: "Álex", userCourse: "3º ESO B" },
];
