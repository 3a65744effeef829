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
