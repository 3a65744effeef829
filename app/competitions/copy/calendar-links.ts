/**
 * The calendar choices' words (a competition's fixtures in a visitor's calendar). Written by the
 * server into the page's data: the page's scripts do not carry them.
 */
export const CALENDAR_LINKS_COPY = {
  subscribe: "Suscribirse al calendario",
  google: "Añadir a Google Calendar",
  download: "Descargar (.ics)",
  hint: "Con «Suscribirse», el calendario del móvil se actualiza solo cuando cambian los partidos o los resultados.",
  /** What the first choice does, on the phone the visitor has. */
  androidHint: "En Android, Google Calendar añade los partidos y los mantiene al día: pulsa «Añadir» cuando se abra.",
  /** A computer's calendar (Outlook, Thunderbird…) subscribes from the feed's address. */
  copyAddress: "Dirección del calendario, para copiarla en el calendario del ordenador",
  appleHint:
    "En iPhone, «Suscribirse» los añade a Calendario y los mantiene al día: confirma la suscripción cuando te pregunte.",
};

export type CalendarLinksWords = typeof CALENDAR_LINKS_COPY;
