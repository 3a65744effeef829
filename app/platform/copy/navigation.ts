import type { SiteChrome } from "~/platform/domain/site-settings";
/** The site's navigation (spec 000 §2, shared navigation bar): one source for header and footer. */
export type NavLinkItem = { label: string; to: string; description?: string };
export type NavGroup = { label: string; items: NavLinkItem[] };
type NavEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroup);

const LEAGUE_NAME = "Fernando III League";

const BILINGUAL_PROJECT_PATH = "/bilinguismo/proyecto-bilingue-24-25";

export const NAVIGATION: NavEntry[] = [
  { kind: "link", label: "Inicio", to: "/" },
  { kind: "link", label: "Horarios", to: "/horarios" },
  // The school's projects and courses (issue 46): `navigationFor` fills them in.
  { kind: "group", label: "Nuestros Proyectos", items: [] },
  { kind: "group", label: "Cursos", items: [] },
  {
    kind: "group",
    label: "Campeonatos",
    items: [
      { label: "Torneo Mantecup", to: "/campeonatos/mantecup" },
      { label: LEAGUE_NAME, to: "/campeonatos/fernando-iii-league" },
      { label: "Salón de la Fama", to: "/campeonatos/salon-de-la-fama" },
    ],
  },
  {
    kind: "group",
    label: "Bilingüismo",
    items: [
      { label: "Recursos y Materiales", to: "/bilinguismo/recursos" },
      { label: "Proyecto Bilingüe 24/25", to: BILINGUAL_PROJECT_PATH },
    ],
  },
  { kind: "link", label: "Blog", to: "/blog" },
  { kind: "link", label: "Novedades", to: "/novedades" },
];

const SCHOOL_GROUPS = { "Nuestros Proyectos": "projectLinks", Cursos: "courseLinks" } as const;

/**
 * The menu with the teacher's words: the bilingual project's label is a setting (issue 28), the
 * projects and courses are the school's (issue 46).
 */
export function navigationFor(
  settings: Pick<SiteChrome, "bilingualLabel" | "courseLinks" | "projectLinks">,
): NavEntry[] {
  return NAVIGATION.map((entry) =>
    entry.kind === "group"
      ? {
          ...entry,
          items: (Object.hasOwn(SCHOOL_GROUPS, entry.label)
            ? settings[SCHOOL_GROUPS[entry.label as keyof typeof SCHOOL_GROUPS]]
            : entry.items
          ).map((item) => (item.to === BILINGUAL_PROJECT_PATH ? { ...item, label: settings.bilingualLabel } : item)),
        }
      : entry,
  );
}

/** True when `pathname` is `to` or below it ("/" only matches itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
