import { contactMessages, projectSignups } from "../../../db/schema";
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
