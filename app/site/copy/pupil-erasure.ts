/** The right to erasure in the panel: what the teacher reads and what the audit log records. */
export const PUPIL_ERASURE_COPY = {
  title: "Borrar el nombre de un alumno o alumna",
  confirm:
    "Su nombre se cambiará por sus iniciales en toda la web, también en el archivo y en los registros. No se puede deshacer. ¿Seguir?",
  explanation:
    "Si una familia lo pide, su nombre pasa a ser sus iniciales (Lucía Pérez Gómez → L. P. G.) en todo lo que guarda la web: equipos, ranking, comentarios, «Me gusta», buzón, archivo de cursos y registro de cambios.",
  nameLabel: "Nombre y apellidos, como aparecen en la web",
  button: "Borrar su nombre",
  notFound: (name: string) =>
    `No aparece «${name}» en ningún sitio de la web: revisa cómo está escrito (con sus tildes).`,
  audit: "Nombre de alumno borrado",
  done: (initials: string) => `Nombre borrado: ahora aparece como ${initials}`,
};
