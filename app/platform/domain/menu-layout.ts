/**
 * How the teacher arranges the site's menu: the order of its sections, their names, and
 * which sections and fixed entries it hides (a school that is not bilingual hides «Bilingüismo»).
 * Stored in `site_settings.menu`; the pages behind a hidden entry still answer a link, but the sitemap
 * and search leave them out (docs/decisions/042-the-school-names-its-site.md).
 */
export const MENU_SECTIONS = [
  "inicio",
  "horarios",
  "proyectos",
  "cursos",
  "campeonatos",
  "bilinguismo",
  "blog",
  "novedades",
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type MenuLayout = {
  /** The sections in the teacher's order (a section it does not name keeps its place after them). */
  order: MenuSection[];
  /** A section's own name, when the teacher renamed it. */
  labels: Partial<Record<MenuSection, string>>;
  /** Hidden sections (by key) and hidden entries of a section (by their address). */
  hidden: string[];
};

export const DEFAULT_MENU_LAYOUT: MenuLayout = { order: [...MENU_SECTIONS], labels: {}, hidden: [] };

const isSection = (value: unknown): value is MenuSection =>
  typeof value === "string" && (MENU_SECTIONS as readonly string[]).includes(value);

/** A stored layout as the site reads it: anything unknown or malformed is left out. */
export function readMenuLayout(stored: unknown): MenuLayout {
  const value = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const order = Array.isArray(value["order"]) ? value["order"].filter(isSection) : [];
  const labels: MenuLayout["labels"] = {};
  if (typeof value["labels"] === "object" && value["labels"] !== null) {
    for (const [key, label] of Object.entries(value["labels"])) {
      if (isSection(key) && typeof label === "string" && label.trim()) labels[key] = label.trim().slice(0, 40);
    }
  }
  const hidden = Array.isArray(value["hidden"])
    ? value["hidden"].filter((h): h is string => typeof h === "string")
    : [];
  return {
    order: [...new Set([...order, ...MENU_SECTIONS])],
    labels,
    hidden: [...new Set(hidden)],
  };
}

/** The layout with one section moved a place up or down (unchanged at either end). */
export function moveMenuSection(layout: MenuLayout, section: MenuSection, direction: "up" | "down"): MenuLayout {
  const order = [...layout.order];
  const from = order.indexOf(section);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...layout, order };
}

/** The names of the menu form's fields: a section's name and whether it shows, an entry's showing. */
export const menuFieldNames = {
  label: (section: MenuSection) => `label:${section}`,
  shown: (section: MenuSection) => `shown:${section}`,
  entry: (to: string) => `entry:${to}`,
};

/**
 * The menu form (/admin/menu), checked, read into a layout: a section's name is stored
 * only when it differs from its own; a box left unticked hides its section or entry. The order is kept.
 */
export function menuLayoutFromForm(
  form: Readonly<Record<string, unknown>>,
  sections: readonly { key: MenuSection; label: string; entries: readonly { to: string }[] }[],
  order: MenuSection[],
): MenuLayout {
  const labels: MenuLayout["labels"] = {};
  const hidden: string[] = [];
  for (const section of sections) {
    const label = form[menuFieldNames.label(section.key)];
    if (typeof label === "string" && label !== section.label) labels[section.key] = label;
    if (form[menuFieldNames.shown(section.key)] !== true) hidden.push(section.key);
    for (const entry of section.entries) {
      if (form[menuFieldNames.entry(entry.to)] !== true) hidden.push(entry.to);
    }
  }
  return { order, labels, hidden };
}
