/**
 * An address segment from a name: «Fútbol Sala Femenino» → «futbol-sala-femenino», «4º ESO» →
 * «4-eso», «+Deporte» → «deporte». Letters without accents, digits and single hyphens.
 */
export function slugFromName(name: string, maxLength = 60): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

/** Whether a segment is one `slugFromName` could give (what the tables' CHECKs accept). */
export const isSlug = (value: string, maxLength = 60) =>
  value.length <= maxLength && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
