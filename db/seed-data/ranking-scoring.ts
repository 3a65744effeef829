/**
 * The sample school's friendly-ranking points tables (its courses' «Sistema de Puntuaciones»), written
 * into its course pages by the seed; a school's own are the teacher's, in each course's page
 * (/admin/paginas). Points lost are written as what they take away (15, shown «-15»).
 */
type ScoringLine = { concept: string; points: number; unit: string };
export type SampleScoring = { earn: ScoringLine[]; lose: ScoringLine[] };

const line = (concept: string, points: number, unit = ""): ScoringLine => ({ concept, points, unit });

const ESO_COMMON_START = [
  line("Participar en clase", 10, "por clase"),
  line("Buen comportamiento en clase", 5, "por clase"),
];

/** Projects worth +30 in 2º ESO and 3º ESO (some only in one of them). */
const projects30 = (course: string) => [
  line("Health Leaders", 30),
  line("Guardianes del recreo", 30),
  ...(course === "2-eso" ? [line("Masterchef4life", 30)] : []),
  line("Cimas contra el cáncer", 30),
  ...(course === "3-eso" ? [line("Desafío Xacobeo", 30)] : []),
];

const ESO_COMMON_END = [
  line("Olimpiada Escolar", 25),
  line("Carrera Plogging", 25),
  line("Sombras y Brillo", 40),
  line("+Deporte", 10),
  line("Investiga y Descubre", 15),
  line("Campeonato del recreo", 5, "por campeonato"),
  line("Comentario en el blog", 5, "por comentario"),
  line("Constancia", 10, "por semana"),
  line("Actitud ejemplar", 15),
];

const PENALTIES = [
  line("Mal comportamiento grave", 30),
  line("No participar sin justificación", 10),
  line("Uso indebido del móvil", 15),
  line("Olvidar la ropa deportiva de forma reiterada", 15),
  line("Falta de colaboración con el grupo", 10),
];

/** The sample's table for one of its courses (by its address). */
export function sampleRankingScoring(course: "2-eso" | "3-eso" | "1-bachillerato"): SampleScoring {
  if (course === "1-bachillerato")
    return {
      earn: [
        line("Participar en clase", 10, "por clase"),
        line("Buen comportamiento en clase", 5, "por clase"),
        line("Proyectos", 30),
        line("Retos", 25),
        line("Blog y Web", 15),
        line("Constancia", 10, "por semana"),
        line("Actitud ejemplar", 15),
      ],
      lose: PENALTIES,
    };
  return {
    earn: [
      ...ESO_COMMON_START,
      ...(course === "2-eso" ? [line("Disfrutar del recreo", 5, "por mes")] : []),
      ...projects30(course),
      ...ESO_COMMON_END,
    ],
    lose: PENALTIES,
  };
}
