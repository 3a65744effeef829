/**
 * The shared passwords: each course's gate (`course:<its address>`; the courses are the
 * teacher's) and the result dialog's organiser password.
 */
export type CourseGate = `course:${string}`;
export type GateName = CourseGate | "organiser";

export const courseGate = (slug: string): CourseGate => `course:${slug}`;

export const ORGANISER_GATE_LABEL = "Contraseña de organización de torneos";

/** The settings page's name for a gate's password: «Contraseña de 2º ESO». */
export const courseGateLabel = (label: string) => `Contraseña de ${label}`;

/** The gates there are: every course's in use, then the organiser's, each with its label. */
export function gatesOf(courses: readonly { slug: string; label: string }[]): { gate: GateName; label: string }[] {
  return [
    ...courses.map((course) => ({ gate: courseGate(course.slug), label: courseGateLabel(course.label) })),
    { gate: "organiser" as const, label: ORGANISER_GATE_LABEL },
  ];
}
