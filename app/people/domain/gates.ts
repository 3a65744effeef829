/** The shared passwords: the three course gates and the result dialog's organiser password. */
export const GATE_NAMES = ["course:2-eso", "course:3-eso", "course:1-bachillerato", "organiser"] as const;
export type GateName = (typeof GATE_NAMES)[number];

export const GATE_LABELS: Record<GateName, string> = {
  "course:2-eso": "Contraseña de 2º ESO",
  "course:3-eso": "Contraseña de 3º ESO",
  "course:1-bachillerato": "Contraseña de 1º Bachillerato",
  organiser: "Contraseña de organización de torneos",
};
