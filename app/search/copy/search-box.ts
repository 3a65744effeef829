/** The search box's words, apart: the header carries them on every page. */
export const SEARCH_BOX_COPY = {
  headerLabel: "Buscar en la web",
  /** The header's magnifier, which opens the box. */
  open: "Abrir la búsqueda",
  button: "Buscar",
  label: "¿Qué buscas?",
  placeholder: "Ej.: fútbol, Xacobeo, inscripción…",
} as const;
