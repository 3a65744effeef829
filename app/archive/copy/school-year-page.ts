/** The school year's page in the panel: what the audit log records and the notices after each form. */
export const SCHOOL_YEAR_PAGE_COPY = {
  missingPassword: (course: string) => `Falta la contraseña nueva de ${course}: recarga la página.`,
  closedAudit: "Curso cerrado",
  closedDetails: (opened: string, competitions: number, kept: boolean) =>
    `abierto ${opened}; ${competitions} competiciones archivadas${kept ? " y conservadas vacías" : ""}; contraseñas de curso nuevas`,
  championAudit: "Campeón añadido al Salón de la Fama",
  championAdded: "Añadido al Salón de la Fama: completa su imagen y su cita en Contenidos",
};
