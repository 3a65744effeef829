/** A page's poster with its QR code (/cartel): its words. */
export const POSTER_COPY = {
  title: (page: string | undefined) => `Cartel: ${page ?? "Educación Física"}`,
  department: (school: string) => `Educación Física · ${school}`,
  scan: "Escanea el código con la cámara del móvil para abrirlo.",
  qrLabel: (url: string) => `Código QR de ${url}`,
  print: "Imprimir el cartel",
};
