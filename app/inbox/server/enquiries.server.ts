import { contactMessages, hallOfFameSuggestions, projectSignups } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

export async function addContactEnquiry(
  db: Database,
  value: { name: string; course: string; email: string; message: string },
) {
  await db.insert(contactMessages).values({ ...value, source: "contacto" });
}

/** A pupil's sign-up for a project, as its form names the fields (the specification's). */
export async function addProjectSignup(db: Database, value: { nombre: string; curso: string; proyecto: string }) {
  await db.insert(projectSignups).values({ name: value.nombre, course: value.curso, project: value.proyecto });
}

/** A message left in a course's suggestion box: the inbox's «Buzón de sugerencias». */
export async function addSuggestion(db: Database, value: { name: string; course: string; message: string }) {
  await db.insert(contactMessages).values({ ...value, email: null, source: "buzon" });
}

/** A visitor's proposal for the Hall of Fame, as its form names the fields (the specification's). */
export async function addHallOfFameSuggestion(
  db: Database,
  value: { nombre: string; tipo_atleta: string; deporte: string; logro: string },
) {
  await db
    .insert(hallOfFameSuggestions)
    .values({ name: value.nombre, athleteKind: value.tipo_atleta, sport: value.deporte, achievement: value.logro });
}
