import type { SearchKind } from "~/search/domain/search";
import { SEARCH_BOX_COPY } from "./search-box";

/** The search page's words. */
export const SEARCH_COPY = {
  ...SEARCH_BOX_COPY,
  title: "Buscar",
  heading: "Buscar en la web",
  lead: "Noticias, entradas del blog, noticias de cada curso, proyectos, páginas, campeonatos y sus equipos.",
  results: (count: number, query: string) =>
    count === 1 ? `1 resultado para «${query}»` : `${count} resultados para «${query}»`,
  none: (query: string) => `No hemos encontrado nada para «${query}».`,
  noneHint: "Prueba con otra palabra, con menos palabras o sin tildes ni plurales: da igual cómo las escribas.",
  tips: "Escribe una o varias palabras. Las tildes no importan: «futbol» encuentra «fútbol». Usa comillas para buscar una frase exacta.",
} as const;

/** What each result is, as its badge says. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  pagina: "Página",
  proyecto: "Proyecto",
  campeonato: "Campeonato",
  equipo: "Equipo",
  noticia: "Noticia",
  blog: "Blog",
  curso: "Noticias del curso",
};
