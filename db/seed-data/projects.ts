import type { Project } from "../../app/pages/domain/projects";

/**
 * The sample school's 13 projects, as migration 0031 writes them into `projects` (an existing site
 * keeps exactly these). The site reads its projects from the database; tests use these.
 */
export const SAMPLE_PROJECTS: Project[] = [
  { slug: "health-leaders", title: "Health Leaders", icon: "heart-pulse", theme: "rose", special: null, signup: true },
  {
    slug: "guardianes-de-la-pista",
    title: "Guardianes de la Pista",
    icon: "shield",
    theme: "sky",
    special: null,
    signup: true,
  },
  {
    slug: "masterchef4life",
    title: "MasterChef4Life",
    icon: "chef-hat",
    theme: "orange",
    special: null,
    signup: false,
  },
  {
    slug: "desafio-xacobeo",
    title: "Desafío Xacobeo",
    icon: "footprints",
    theme: "amber",
    special: "xacobeo",
    signup: false,
  },
  {
    slug: "disfruta-del-recreo",
    title: "Disfruta del Recreo",
    icon: "apple",
    theme: "green",
    special: "fruit-meter",
    signup: false,
  },
  {
    slug: "conquista-el-reto",
    title: "Conquista el Reto",
    icon: "trophy",
    theme: "violet",
    special: null,
    signup: false,
  },
  {
    slug: "olimpiada-escolar",
    title: "Olimpiada Escolar",
    icon: "medal",
    theme: "indigo",
    special: null,
    signup: false,
  },
  { slug: "carrera-plogging", title: "Carrera Plogging", icon: "leaf", theme: "emerald", special: null, signup: false },
  {
    slug: "sombras-y-brillo",
    title: "Sombras y Brillo",
    icon: "sparkles",
    theme: "fuchsia",
    special: null,
    signup: true,
  },
  {
    slug: "our-local-olympics",
    title: "Our Local Olympics",
    icon: "plane",
    theme: "red",
    special: null,
    signup: false,
  },
  {
    slug: "cimas-contra-el-cancer",
    title: "Cimas contra el Cáncer",
    icon: "mountain",
    theme: "cyan",
    special: null,
    signup: false,
  },
  {
    slug: "investiga-y-descubre",
    title: "Investiga y Descubre",
    icon: "microscope",
    theme: "blue",
    special: null,
    signup: false,
  },
  { slug: "mas-deporte", title: "+Deporte", icon: "dumbbell", theme: "teal", special: null, signup: false },
];

/** The sample's Desafío Xacobeo ranking and Disfruta del Recreo's fruit meter, by class. */
export const SAMPLE_CLASS_SCORES = [
  { project: "desafio-xacobeo", className: "3º ESO A", value: 480 },
  { project: "desafio-xacobeo", className: "3º ESO B", value: 550 },
  { project: "desafio-xacobeo", className: "3º ESO C", value: 450 },
  { project: "disfruta-del-recreo", className: "2º ESO A", value: 124 },
  { project: "disfruta-del-recreo", className: "2º ESO B", value: 141 },
  { project: "disfruta-del-recreo", className: "2º ESO C", value: 98 },
  { project: "disfruta-del-recreo", className: "3º ESO A", value: 87 },
  { project: "disfruta-del-recreo", className: "3º ESO B", value: 112 },
  { project: "disfruta-del-recreo", className: "3º ESO C", value: 76 },
] as const;
