import type { SignupProject } from "../../../db/schema";

/**
 * The structure of the 13 project pages (spec 000 §2 Project pages): how each looks and which
 * live blocks and form it has. What they say, link and show is the teacher's, edited in
 * /admin/paginas (app/pages/copy/page-editors.ts, PROJECT_FIELDS).
 */
export type ProjectIcon =
  | "heart-pulse"
  | "shield"
  | "chef-hat"
  | "footprints"
  | "apple"
  | "trophy"
  | "medal"
  | "leaf"
  | "sparkles"
  | "plane"
  | "mountain"
  | "microscope"
  | "dumbbell";

export type ProjectPage = {
  slug: string;
  icon: ProjectIcon;
  /** Tailwind gradient of the page header (dark enough for white text). */
  gradient: string;
  /** A block fed by the site's data (the Xacobeo ranking, the fruit meter). */
  special?: "xacobeo" | "fruit-meter";
  /** The project whose sign-ups the page's form collects (the panel's inbox files them under it). */
  signup?: SignupProject;
};

const PROJECT_PAGES: ProjectPage[] = [
  { slug: "health-leaders", icon: "heart-pulse", gradient: "from-rose-800 to-red-900", signup: "Health Leaders" },
  {
    slug: "guardianes-de-la-pista",
    icon: "shield",
    gradient: "from-sky-800 to-blue-900",
    signup: "Guardianes de la Pista",
  },
  { slug: "masterchef4life", icon: "chef-hat", gradient: "from-amber-700 to-orange-900" },
  { slug: "desafio-xacobeo", icon: "footprints", gradient: "from-yellow-700 to-amber-900", special: "xacobeo" },
  { slug: "disfruta-del-recreo", icon: "apple", gradient: "from-green-700 to-emerald-900", special: "fruit-meter" },
  { slug: "conquista-el-reto", icon: "trophy", gradient: "from-violet-800 to-purple-900" },
  { slug: "olimpiada-escolar", icon: "medal", gradient: "from-indigo-800 to-blue-950" },
  { slug: "carrera-plogging", icon: "leaf", gradient: "from-emerald-800 to-teal-900" },
  { slug: "sombras-y-brillo", icon: "sparkles", gradient: "from-fuchsia-900 to-slate-950", signup: "Sombras y Brillo" },
  { slug: "our-local-olympics", icon: "plane", gradient: "from-red-800 to-rose-950" },
  { slug: "cimas-contra-el-cancer", icon: "mountain", gradient: "from-cyan-800 to-slate-900" },
  { slug: "investiga-y-descubre", icon: "microscope", gradient: "from-blue-800 to-indigo-950" },
  { slug: "mas-deporte", icon: "dumbbell", gradient: "from-teal-800 to-cyan-950" },
];

export function findProject(slug: string): ProjectPage | undefined {
  return PROJECT_PAGES.find((p) => p.slug === slug);
}
