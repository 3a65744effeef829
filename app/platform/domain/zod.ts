import { z } from "zod";

// Zod probes `new Function("")` to speed up object parsing; under our CSP (no 'unsafe-eval') the
// browser reports that probe as a violation even though Zod catches it. Every schema module
// imports z from here, so the setting is in place before the first schema is built.
z.config({ jitless: true });

export { z };

/** Largest value of a PostgreSQL `integer` column (ids). */
const MAX_ROW_ID = 2_147_483_647;

/** The id of a stored row: a whole number the database can hold, else the message (never a query). */
export const rowId = (message = "Elemento no válido.") =>
  z.coerce.number({ message }).int(message).min(1, message).max(MAX_ROW_ID, message);

/** A form that sends nothing but its intent (a button: «Cerrar los pases de hoy», «Publicar»). */
export const noFields = z.object({});

/** A form about one stored row: its id, else the message. */
export const rowForm = (message?: string) => z.object({ id: rowId(message) });

/** A form about one row of a catalog named by its address (a course, a project), up to `max` characters. */
export const slugForm = (max: number) => z.object({ id: z.string().max(max) });
