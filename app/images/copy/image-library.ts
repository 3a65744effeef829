/** The image library of the panel (/admin/imagenes): what its forms answer and what the log records. */
export const IMAGE_LIBRARY_COPY = {
  title: "Imágenes",
  gone: "Esa imagen ya no existe.",
  deleted: "Imagen borrada",
  audit: { deleted: "Imagen borrada" },
};
