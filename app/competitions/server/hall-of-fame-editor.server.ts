import { asc, eq } from "drizzle-orm";
import { honorees } from "../../../db/schema";
import { optionalWholeNumber, picture, text, textarea } from "~/platform/domain/field-kit";
import { z } from "~/platform/domain/zod";
import { listEditor } from "~/platform/server/list-editor.server";

/** The Hall of Fame's honorees as the panel writes them (/admin/contenido/salon-de-la-fama). */
const honoreeSchema = z.object({
  name: text("Nombre", 100, { say: "el nombre" }),
  sport: text("Deporte", 60, { say: "el deporte" }),
  achievement: text("Logro", 200, { wide: true, say: "el logro" }),
  status: text("Estado", 60, { hint: "Por ejemplo: Alumna de 4º ESO", say: "el estado" }),
  imageUrl: picture("Imagen"),
  quote: textarea("Cita", 500, { wide: true, say: "la cita" }),
  position: optionalWholeNumber("Orden", 0, 10_000),
});

const honoreeColumns = (honoree: z.output<typeof honoreeSchema>) => ({
  name: honoree.name,
  sport: honoree.sport,
  achievement: honoree.achievement,
  status: honoree.status,
  // A required picture: the schema refuses an empty one.
  imageUrl: honoree.imageUrl ?? "",
  quote: honoree.quote,
  position: honoree.position ?? 0,
});

export const hallOfFameEditor = listEditor({
  slug: "salon-de-la-fama",
  title: "Salón de la Fama",
  description: "Las personas homenajeadas: logro, estado, imagen y cita.",
  noun: "Homenajeado/a",
  ending: "o/a",
  publicPath: "/campeonatos/salon-de-la-fama",
  schema: honoreeSchema,
  store: {
    rows: (db) => db.select().from(honorees).orderBy(asc(honorees.position), asc(honorees.id)).limit(1000),
    insert: (tx, honoree) => tx.insert(honorees).values(honoreeColumns(honoree)).returning(),
    update: (tx, id, honoree) =>
      tx.update(honorees).set(honoreeColumns(honoree)).where(eq(honorees.id, id)).returning(),
    remove: (tx, id) => tx.delete(honorees).where(eq(honorees.id, id)).returning(),
    summary: (honoree) => `${honoree.name} · ${honoree.sport} · ${honoree.achievement}`,
  },
});
