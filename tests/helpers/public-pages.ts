import { SAMPLE_PROJECTS } from "../../db/seed-data/projects";
import { SEED_COMPETITIONS } from "../../db/seed-data/tournaments";

/** Every public page of the site: walked by the axe test and weighed by `npm run budget`. */
export const PUBLIC_PAGES = [
  "/",
  "/horarios",
  ...SAMPLE_PROJECTS.map(({ slug }) => `/proyectos/${slug}`),
  "/bilinguismo/recursos",
  "/bilinguismo/proyecto-bilingue-24-25",
  "/novedades",
  "/blog",
  "/blog?categoria=3-eso",
  "/campeonatos/mantecup",
  ...SEED_COMPETITIONS.map(({ slug }) => `/campeonatos/mantecup/${slug}`),
  "/campeonatos/fernando-iii-league",
  "/campeonatos/salon-de-la-fama",
  "/archivo",
  "/cursos/2-eso",
  "/cursos/3-eso",
  "/cursos/1-bachillerato",
  "/cursos/calendario?curso=2-eso",
  "/cursos/recursos",
  "/cursos/rincon-de-logros",
  "/cursos/buzon-sugerencias",
  "/cursos/noticias?curso=3-eso",
  "/cursos/noticias?curso=1-bachillerato",
  "/cursos/ranking-amigable",
  "/cursos/progreso-grupo",
];
