/** The backups' page of the panel (/admin/copias): its list's words, what its form answers and what the log records. */
export const BACKUPS_PAGE_COPY = {
  title: "Copias de seguridad",
  noBackups: "Este servidor no hace copias de seguridad.",
  busy: "Ya se está haciendo una copia: espera a que termine.",
  started: "Haciendo la copia: aparecerá en la lista en cuanto esté comprobada",
  audit: "Copia de seguridad pedida",
  unchecked: "Sin comprobar",
  checked: (tables: number, rows: number) => `Comprobada: ${tables} tablas, ${rows} filas`,
  checking: "Comprobándola…",
  stoppedBeforeRecording: "Comprobada; el servidor se detuvo antes de anotarla",
  byHand: "hecha fuera del panel (npm run db:backup)",
  askedBy: (email: string) => `a petición de ${email}`,
  scheduled: "programada",
};
