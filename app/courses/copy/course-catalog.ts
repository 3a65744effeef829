/** The courses' page of the panel (/admin/cursos): its words. */
export const COURSE_CATALOG_COPY = {
  title: "Cursos",
  intro:
    "Los cursos del departamento, en el orden del menú. Cada uno tiene su página, su zona con contraseña, sus clases (en el ranking, el progreso y las noticias) y su filtro en el blog. Su texto se edita en",
  pages: "Páginas",
  inUse: (count: number) => `Cursos en uso (${count})`,
  empty: "No hay ningún curso en uso: añade uno aquí debajo.",
  retired: (count: number) => `Cursos retirados (${count})`,
  retiredText:
    "No están en el menú ni en los formularios; su dirección lleva al archivo, donde sigue lo que publicaron.",
};
