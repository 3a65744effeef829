/** The projects' page of the panel (/admin/proyectos): its words. */
export const PROJECT_CATALOG_COPY = {
  title: "Proyectos",
  intro:
    "Los proyectos del departamento, en el orden del menú «Nuestros Proyectos». Lo que dice la página de cada uno (textos, fotos, vídeo, enlaces, si la inscripción está abierta) se escribe en",
  pages: "Páginas",
  signupsArriveIn: "; las inscripciones llegan al",
  inbox: "Buzón",
  inUse: (count: number) => `Proyectos en uso (${count})`,
  empty: "No hay ningún proyecto en uso: añade uno aquí debajo.",
  retired: (count: number) => `Proyectos retirados (${count})`,
  retiredText:
    "No están en el menú; su dirección dice que el proyecto ha terminado. Su página y sus inscripciones se guardan.",
};
