/** Desafío Xacobeo: a symbolic 780 km Camino Francés for 3º ESO. */
export const XACOBEO_TOTAL_KM = 780;

export const XACOBEO_STAGES = [
  { place: "Saint-Jean-Pied-de-Port", km: 0 },
  { place: "Pamplona", km: 68 },
  { place: "Logroño", km: 164 },
  { place: "Burgos", km: 286 },
  { place: "León", km: 466 },
  { place: "O Cebreiro", km: 626 },
  { place: "Santiago de Compostela", km: 780 },
] as const;

export const XACOBEO_CREDITS = [
  { activity: "Clase práctica de Educación Física", km: "3 km" },
  { activity: "Reto voluntario en casa", km: "2 km" },
  { activity: "Caminata o carrera", km: "Los km realmente recorridos" },
  { activity: "Superar la prueba física mensual", km: "5 km" },
] as const;

type ClassProgress = { className: string; km: number; percent: number; lastStage: string };

/** Classes sorted by km descending, with progress over 780 km (capped at 100 %) and the last stage reached. */
export function rankXacobeoClasses(rows: { className: string; value: number }[]): ClassProgress[] {
  return [...rows]
    .sort((a, b) => b.value - a.value || a.className.localeCompare(b.className, "es"))
    .map(({ className, value }) => ({
      className,
      km: value,
      percent: Math.min(100, Math.round((value / XACOBEO_TOTAL_KM) * 1000) / 10),
      lastStage: [...XACOBEO_STAGES].reverse().find((s) => s.km <= value)?.place ?? XACOBEO_STAGES[0].place,
    }));
}
