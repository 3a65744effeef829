/**
 * A plausible timetable 2025/2026 for the PE teacher. Rows are the seven slots
 * (index 3 = break 11:15-11:45), columns Monday..Friday. The class grid holds lists.
 */
export const CLASS_TIMETABLE: string[][][] = [
  // 08:15-09:15
  [["2º ESO A"], ["3º ESO B"], ["1º Bach A"], ["2º ESO C"], ["Guardia"]],
  // 09:15-10:15
  [["3º ESO A"], ["2º ESO B"], ["Guardia"], ["1º Bach B"], ["3º ESO C"]],
  // 10:15-11:15
  [["1º Bach B"], [], ["3º ESO C"], ["2º ESO A"], ["1º ESO B"]],
  // 11:15-11:45 (break)
  [["RECREO"], ["RECREO", "Guardia de recreo"], ["RECREO"], ["RECREO"], ["RECREO"]],
  // 11:45-12:45
  [["Guardia"], ["1º Bach A"], ["2º ESO B"], ["4º ESO A"], ["3º ESO B"]],
  // 12:45-13:45
  [["3º ESO B"], ["Reunión de departamento"], ["2º ESO C"], ["3º ESO A"], []],
  // 13:45-14:45
  [[], ["2º ESO A"], ["Atención a familias"], [], ["2º ESO B"]],
];

/** Preferred use of the gym and the outdoor court: one string per cell. */
export const FACILITY_TIMETABLE: string[][] = [
  ["Gimnasio: 2º ESO A", "Pista: 3º ESO B", "Gimnasio: 1º Bach A", "Pista: 2º ESO C", "Gimnasio: 4º ESO B"],
  ["Pista: 3º ESO A", "Gimnasio: 2º ESO B", "Pista: 1º ESO A", "Gimnasio: 1º Bach B", "Pista: 3º ESO C"],
  ["Gimnasio: 1º Bach B", "Pista: 4º ESO A", "Gimnasio: 3º ESO C", "Pista: 2º ESO A", "Gimnasio: 1º ESO B"],
  ["RECREO", "RECREO", "RECREO", "RECREO", "RECREO"],
  ["Pista: 1º ESO C", "Gimnasio: 1º Bach A", "Pista: 2º ESO B", "Gimnasio: 4º ESO A", "Pista: 3º ESO B"],
  ["Gimnasio: 3º ESO B", "", "Pista: 2º ESO C", "Gimnasio: 3º ESO A", "Mantenimiento de material"],
  ["", "Pista: 2º ESO A", "", "Gimnasio: 4º ESO C", "Pista: 2º ESO B"],
];
