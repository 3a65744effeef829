export const TIMETABLE_COPY = {
  title: "Horarios",
  lead: "Horario del departamento y uso preferente de las instalaciones deportivas durante el curso.",
  classesHeading: "Horario de clases",
  classesCaption: "Horario semanal de clases, guardias y recreos del profesor de Educación Física.",
  facilitiesHeading: "Uso preferente del gimnasio y la pista",
  facilitiesCaption: "Grupo que tiene preferencia en el gimnasio o en la pista exterior en cada franja.",
  timeColumn: "Hora",
  breakLabel: "Recreo",
  legendHeading: "Leyenda de colores",
  scrollHint: "Desliza la tabla hacia los lados para ver todos los días.",
  legend: [
    { colour: "guardia", label: "Guardia" },
    { colour: "recreo", label: "RECREO" },
    { colour: "eso1", label: "1º ESO" },
    { colour: "eso2", label: "2º ESO" },
    { colour: "eso3", label: "3º ESO" },
    { colour: "eso4", label: "4º ESO" },
    { colour: "bach", label: "Bachillerato" },
    { colour: "other", label: "Otros" },
  ] as const,
};

/** The timetable's page of the panel (/admin/horarios): what its form answers and what the log records. */
export const TIMETABLE_EDITOR_COPY = {
  title: "Horarios",
  saved: "Horario guardado",
  hint: (grid: "clases" | "instalaciones") =>
    grid === "clases"
      ? "Una línea por grupo o tarea (hasta 4 por casilla), por ejemplo «2º ESO A» o «Guardia»."
      : "Una línea por casilla, por ejemplo «Gimnasio: 2º ESO A».",
  audit: { changed: "Horario cambiado", cells: (count: number) => `${count} casillas con contenido` },
};
