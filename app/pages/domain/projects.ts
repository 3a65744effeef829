/**
 * The department's projects: which exist, their order and names are the teacher's
 * (/admin/proyectos, table `projects`); their pages' words in /admin/paginas (PROJECT_FIELDS).
 * Here: the looks a project can take (an icon, a colour) and the type a page reads.
 */
export const PROJECT_ICONS = {
  "heart-pulse": "Corazón",
  shield: "Escudo",
  "chef-hat": "Gorro de cocina",
  footprints: "Huellas",
  apple: "Manzana",
  trophy: "Trofeo",
  medal: "Medalla",
  leaf: "Hoja",
  sparkles: "Destellos",
  plane: "Avión",
  mountain: "Montaña",
  microscope: "Microscopio",
  dumbbell: "Pesa",
} as const;
export type ProjectIcon = keyof typeof PROJECT_ICONS;

/** The page header's colours: Tailwind gradients dark enough for white text (the classes must be written out here). */
export const PROJECT_THEMES = {
  rose: { label: "Rosa", gradient: "from-rose-800 to-red-900" },
  sky: { label: "Azul cielo", gradient: "from-sky-800 to-blue-900" },
  orange: { label: "Naranja", gradient: "from-amber-700 to-orange-900" },
  amber: { label: "Ámbar", gradient: "from-yellow-700 to-amber-900" },
  green: { label: "Verde", gradient: "from-green-700 to-emerald-900" },
  violet: { label: "Violeta", gradient: "from-violet-800 to-purple-900" },
  indigo: { label: "Añil", gradient: "from-indigo-800 to-blue-950" },
  emerald: { label: "Esmeralda", gradient: "from-emerald-800 to-teal-900" },
  fuchsia: { label: "Fucsia", gradient: "from-fuchsia-900 to-slate-950" },
  red: { label: "Rojo", gradient: "from-red-800 to-rose-950" },
  cyan: { label: "Cian", gradient: "from-cyan-800 to-slate-900" },
  blue: { label: "Azul", gradient: "from-blue-800 to-indigo-950" },
  teal: { label: "Verde azulado", gradient: "from-teal-800 to-cyan-950" },
} as const;
export type ProjectTheme = keyof typeof PROJECT_THEMES;

/** A block fed by the site's data (the Xacobeo ranking, the fruit meter): one project each, kept from the sample school. */
export type ProjectSpecial = "xacobeo" | "fruit-meter";

export type Project = {
  /** Its address, `/proyectos/<slug>`: chosen when it is added and kept. */
  slug: string;
  /** Its name in the menu and in the inbox's sign-ups. */
  title: string;
  icon: ProjectIcon;
  theme: ProjectTheme;
  special: ProjectSpecial | null;
  /** Whether its page has a sign-up form (the inbox files its sign-ups under its name). */
  signup: boolean;
};

export const projectPath = (slug: string) => `/proyectos/${slug}`;

const options = <K extends string>(entries: Record<K, string>) =>
  (Object.entries(entries) as [K, string][]).map(([value, label]) => ({ value, label }));

export const PROJECT_ICON_OPTIONS = options(PROJECT_ICONS);
export const PROJECT_THEME_OPTIONS = options(
  Object.fromEntries(Object.entries(PROJECT_THEMES).map(([key, theme]) => [key, theme.label])) as Record<
    ProjectTheme,
    string
  >,
);
