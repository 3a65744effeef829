/** The page editor in the panel: refusals, notices and what the audit log records. */
export const PAGE_EDITOR_COPY = {
  foreignButton: "Ese botón no es de esta página.",
  changedMeanwhile: (newest: number) =>
    `Alguien ha publicado esta página (versión ${newest}) mientras la editabas. Tus cambios siguen en el formulario: mira el historial y, si quieres que los tuyos queden encima, pulsa «Publicar» otra vez.`,
  draftSavedAudit: "Página: vista previa guardada",
  publishedAudit: "Página publicada",
  version: (revision: number) => `Versión ${revision}`,
  versionFromPreview: (revision: number) => `Versión ${revision} (desde la vista previa)`,
  previewReady: "Vista previa: así quedará la página",
  noDraftToPublish: "Esta página no tiene ningún borrador que publicar.",
  noDraft: "Esta página no tiene ningún borrador.",
  draftDiscardedAudit: "Página: borrador descartado",
  draftDiscarded: "Borrador descartado",
  badVersion: "Versión no válida.",
  noSuchVersion: "Esa versión no existe.",
  restoredAudit: "Página restaurada",
  restoredDetails: (id: number, revision: number) => `Versión ${id} publicada de nuevo como versión ${revision}`,
  restored: (id: number) => `Versión ${id} restaurada`,
};
