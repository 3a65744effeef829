/** The points tables of the friendly ranking (spec 001 §9), shown in 'Sistema de Puntuaciones'. */
export type ScoringRule = { concept: string; points: number; unit?: string };

const ESO_COMMON_START: ScoringRule[] = [
  { concept: "Participar en clase", points: 10, unit: "por clase" },
  { concept: "Buen comportamiento en clase", points: 5, unit: "por clase" },
];

/** Projects worth +30 in 2º ESO and 3º ESO (some only in one of them). */
function projects30(course: string): ScoringRule[] {
  return [
    { concept: "Health Leaders", points: 30 },
    { concept: "Guardianes del recreo", points: 30 },
    ...(course === "2-eso" ? [{ concept: "Masterchef4life", points: 30 }] : []),
    { concept: "Cimas contra el cáncer", points: 30 },
    ...(course === "3-eso" ? [{ concept: "Desafío Xacobeo", points: 30 }] : []),
  ];
}

const ESO_COMMON_END: ScoringRule[] = [
  { concept: "Olimpiada Escolar", points: 25 },
  { concept: "Carrera Plogging", points: 25 },
  { concept: "Sombras y Brillo", points: 40 },
  { concept: "+Deporte", points: 10 },
  { concept: "Investiga y Descubre", points: 15 },
  { concept: "Campeonato del recreo", points: 5, unit: "por campeonato" },
  { concept: "Comentario en el blog", points: 5, unit: "por comentario" },
  { concept: "Constancia", points: 10, unit: "por semana" },
  { concept: "Actitud ejemplar", points: 15 },
];

export const PENALTIES: ScoringRule[] = [
  { concept: "Mal comportamiento grave", points: -30 },
  { concept: "No participar sin justificación", points: -10 },
  { concept: "Uso indebido del móvil", points: -15 },
  { concept: "Olvidar la ropa deportiva de forma reiterada", points: -15 },
  { concept: "Falta de colaboración con el grupo", points: -10 },
];

/**
 * The spec's tables are the sample school's courses' (by their addresses); a course the teacher
 * adds shows the ESO table's common rules.
 */
export function scoringRules(course: string): ScoringRule[] {
  if (course === "1-bachillerato") {
    return [
      { concept: "Participar en clase", points: 10, unit: "por clase" },
      { concept: "Buen comportamiento en clase", points: 5, unit: "por clase" },
      { concept: "Proyectos", points: 30 },
      { concept: "Retos", points: 25 },
      { concept: "Blog y Web", points: 15 },
      { concept: "Constancia", points: 10, unit: "por semana" },
      { concept: "Actitud ejemplar", points: 15 },
    ];
  }
  return [
    ...ESO_COMMON_START,
    ...(course === "2-eso" ? [{ concept: "Disfrutar del recreo", points: 5, unit: "por mes" }] : []),
    ...projects30(course),
    ...ESO_COMMON_END,
  ];
}

/** '+10', '-30': the sign is always written. */
export const formatPoints = (points: number) => (points > 0 ? `+${points}` : String(points));
