import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map (spec 001 §2, full route table). Pages that a later piece of work builds point at
// `routes/in-preparation.tsx`, which shows their real title and says honestly that they are coming.
const inPreparation = (path: string) => route(path, "routes/in-preparation.tsx", { id: `pending:${path}` });

export default [
  index("routes/home.tsx"),
  inPreparation("horarios"),

  ...[
    "health-leaders",
    "guardianes-de-la-pista",
    "masterchef4life",
    "desafio-xacobeo",
    "disfruta-del-recreo",
    "conquista-el-reto",
    "olimpiada-escolar",
    "carrera-plogging",
    "sombras-y-brillo",
    "our-local-olympics",
    "cimas-contra-el-cancer",
    "investiga-y-descubre",
    "mas-deporte",
  ].map((slug) => inPreparation(`proyectos/${slug}`)),

  inPreparation("bilinguismo/recursos"),
  inPreparation("bilinguismo/proyecto-bilingue-24-25"),

  inPreparation("novedades"),
  inPreparation("blog"),

  inPreparation("campeonatos/mantecup"),
  ...["futbol-masculino", "futbol-femenino", "voleibol-mixto", "baloncesto-mixto", "badminton-masculino", "badminton-femenino"].map(
    (sport) => inPreparation(`campeonatos/mantecup/${sport}`),
  ),
  inPreparation("campeonatos/fernando-iii-league"),
  inPreparation("campeonatos/salon-de-la-fama"),
  inPreparation("admin/mantecup"),

  inPreparation("cursos/2-eso"),
  inPreparation("cursos/3-eso"),
  inPreparation("cursos/1-bachillerato"),
  inPreparation("cursos/calendario"),
  inPreparation("cursos/recursos"),
  inPreparation("cursos/rincon-de-logros"),
  inPreparation("cursos/buzon-sugerencias"),
  inPreparation("cursos/ranking-amigable"),
  inPreparation("cursos/progreso-grupo"),
  inPreparation("cursos/noticias"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
