/** The link check's page of the panel (/admin/enlaces): what its form answers and what the log records. */
export const LINK_CHECK_PAGE_COPY = {
  title: "Comprobar enlaces",
  panel: "Enlaces y vídeos de la web",
  intro:
    "El servidor abre cada enlace externo y cada vídeo de la web (de pocos en pocos, con un máximo de 5 segundos y 5 redirecciones cada uno) y te dice cuáles no funcionan y en qué página están. Puedes seguir trabajando mientras tanto: el resultado aparece en esta página.",
  progress: (checked: number, total: number) => `Comprobando los enlaces: ${checked} de ${total || "…"}.`,
  progressLabel: "Enlaces comprobados",
  howFar: "Ver cómo va",
  broken: (count: number) => `Enlaces rotos (${count})`,
  last: (when: string, by: string, working: number) => `Última comprobación: ${when}, por ${by}. Funcionan ${working}.`,
  allWork: "Todos los enlaces funcionan.",
  edit: "Editar",
  notEditable: "(esta página todavía no se edita desde el panel)",
  started: "Comprobando los enlaces: el resultado aparece aquí en cuanto termine",
  audit: "Comprobación de enlaces empezada",
};
