export const HOME_COPY = {
  description: "Web del Departamento de Educación Física: horarios, cursos, proyectos, campeonatos, blog y novedades.",
  heroTitle: (name: string) => `EF con el profe ${name}`,
  tagline: "Descubre el deporte, vive la aventura!",
};
