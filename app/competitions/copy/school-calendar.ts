/** The school year's days without classes (/admin/calendario): its words, its forms' answers and what the log records. */
export const SCHOOL_CALENDAR_COPY = {
  title: "Calendario",
  heading: (year: string) => `Calendario del curso ${year}`,
  intro:
    "Los partidos que generes (grupos, ligas y fase final) no caen en fin de semana, en un festivo nacional ni en un día sin clase de esta página (los festivos de tu comunidad se añaden a la lista al elegirla).",
  schoolDays: (count: number) => `Días sin clase del centro (${count})`,
  schoolDaysForm: "Días sin clase del centro",
  daysLabel: "Días y periodos sin clase (uno por línea)",
  daysHint:
    "Los festivos de tu localidad, las vacaciones y las semanas de exámenes: 12/03/2027, 2027-03-12 o un periodo, 23/12/2026-07/01/2027, con una nota detrás si quieres (Navidad). Las familias ven los días y sus notas en el calendario de los cursos.",
  save: "Guardar el calendario",
  sources: (holidays: string, breaks: string) => `${holidays}; las vacaciones, de ${breaks}`,
  national: (count: number) => `Festivos nacionales (${count})`,
  nationalIntro:
    "Las fiestas de ámbito nacional que publica cada año el BOE. Se saltan siempre; no hace falta escribirlas.",
  saved: "Calendario guardado",
  regionChosen: (region: string) => `Festivos de ${region} añadidos al calendario`,
  audit: {
    saved: "Calendario guardado",
    savedTarget: (count: number) => `${count} días sin clase`,
    regionChosen: "Comunidad del calendario elegida",
    regionTarget: (region: string, added: number) => `${region}: ${added} días añadidos`,
  },
};
