/** Labels of the bilingualism pages; their own text, links and pictures are the teacher's (app/pages/copy/page-editors.ts). */
export const BILINGUAL_RESOURCES_LABELS = {
  levelLabel: "Nivel",
  openLabel: "Abrir carpeta",
};

export const BILINGUAL_PROJECT_LABELS = {
  enlargeQr: "Ampliar código QR",
  qrDialogTitle: "Código QR: Productos Finales",
  qrDialogDescription: "Apunta la cámara del móvil al código para abrir la carpeta de productos finales.",
};
