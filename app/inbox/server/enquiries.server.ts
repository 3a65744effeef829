import { consultas, inscripcionesProyectos } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

export async function addContactEnquiry(
  db: Database,
  value: { name: string; course: string; email: string; message: string },
) {
  await db.insert(consultas).values({ ...value, source: "contacto" });
}

export async function addProjectSignup(db: Database, value: { nombre: string; curso: string; proyecto: string }) {
  await db.insert(inscripcionesProyectos).values(value);
}

/** A message left in a course's suggestion box: the inbox's «Buzón de sugerencias». */
export async function addSuggestion(db: Database, value: { name: string; course: string; message: string }) {
  await db.insert(consultas).values({ ...value, email: null, source: "buzon" });
}
