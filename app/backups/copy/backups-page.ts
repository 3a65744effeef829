/** The backups' page of the panel (/admin/copias): its list's words, what its form answers and what the log records. */
export const BACKUPS_PAGE_COPY = {
  title: "Copias de seguridad",
  now: "Copia ahora",
  scheduledOff: "Las copias programadas están desactivadas (BACKUP_HOUR=off).",
  scheduledAt: (hour: string) =>
    `Cada noche a las ${hour} (hora de Madrid) el servidor guarda una copia de la base de datos y de las imágenes subidas, sin parar la web.`,
  kept: (days: number, weeks: number) =>
    `Se conservan las de los últimos ${days} días y una por semana de las ${weeks} semanas anteriores.`,
  folder: "Carpeta:",
  making: "Haciendo una copia… Aparecerá en la lista en cuanto esté comprobada.",
  makeNow: "Hacer una copia ahora",
  warnings: "Avisos",
  saved: (count: number) => `Copias guardadas (${count})`,
  none: "Todavía no hay ninguna copia.",
  downloadLabel: (when: string) => `Descargar la copia del ${when}`,
  download: "Descargar",
  othersInFolder: (count: number) =>
    count === 1
      ? "En la carpeta hay otra copia cuyo nombre no lleva el de esta web (de una versión anterior o de otra web que use la misma carpeta): no se lista, no se descarga desde aquí y no se borra."
      : `En la carpeta hay otras ${count} copias cuyo nombre no lleva el de esta web (de una versión anterior o de otra web que use la misma carpeta): no se listan, no se descargan desde aquí y no se borran.`,
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
