/** The link check's page of the panel (/admin/enlaces): what its form answers and what the log records. */
export const LINK_CHECK_PAGE_COPY = {
  title: "Comprobar enlaces",
  started: "Comprobando los enlaces: el resultado aparece aquí en cuanto termine",
  audit: "Comprobación de enlaces empezada",
};
