/**
 * Spain's autonomous communities and cities, by their ISO 3166-2 code: the teacher chooses the
 * school's once, in the panel's calendar, and its holidays join the days without classes.
 */
export const REGION_NAMES = {
  AN: "Andalucía",
  AR: "Aragón",
  AS: "Principado de Asturias",
  IB: "Illes Balears",
  CN: "Canarias",
  CB: "Cantabria",
  CL: "Castilla y León",
  CM: "Castilla-La Mancha",
  CT: "Cataluña",
  VC: "Comunitat Valenciana",
  EX: "Extremadura",
  GA: "Galicia",
  MD: "Comunidad de Madrid",
  MC: "Región de Murcia",
  NC: "Comunidad Foral de Navarra",
  PV: "País Vasco",
  RI: "La Rioja",
  CE: "Ceuta",
  ML: "Melilla",
} as const;

export type RegionCode = keyof typeof REGION_NAMES;

export const REGION_CODES = Object.keys(REGION_NAMES) as RegionCode[];

export const isRegionCode = (value: string): value is RegionCode => Object.hasOwn(REGION_NAMES, value);
