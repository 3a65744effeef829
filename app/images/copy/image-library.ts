/** The image library of the panel (/admin/imagenes): what its forms answer and what the log records. */
export const IMAGE_LIBRARY_COPY = {
  title: "Imágenes",
  upload: "Subir",
  uploadPanel: "Subir una imagen",
  fileLabel: (maxMB: number) => `Imagen (PNG, JPEG, WebP o GIF; hasta ${maxMB} MB)`,
  whereTheyShow:
    "Las fotos subidas aparecen en el selector de imágenes de cada editor (noticias, blog, páginas, Salón de la Fama), donde también puedes subirlas.",
  none: "Todavía no has subido ninguna imagen.",
  confirmDelete: "¿Borrar esta imagen? Las páginas que la usen dejarán de mostrarla.",
  delete: "Borrar",
  pages: "Páginas de imágenes",
  gone: "Esa imagen ya no existe.",
  deleted: "Imagen borrada",
  audit: { deleted: "Imagen borrada" },
};
