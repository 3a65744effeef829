import { FOLLOW_ROW_COPY } from "./follow-row";

/** The words of the notices to phones: the follow button, «Mis avisos», and why push cannot work here. */
export const PUSH_COPY = {
  follow: FOLLOW_ROW_COPY.follow,
  unfollow: "Dejar de avisarme",
  busy: "Un momento…",
  following: "Este móvil recibe los avisos.",
  what: FOLLOW_ROW_COPY.what,
  myNotices: {
    title: "Mis avisos",
    link: "Mis avisos",
    intro:
      "Lo que sigue este móvil. Solo se guarda la dirección de avisos del navegador: ni nombre, ni correo, ni teléfono.",
    empty:
      "Este móvil no sigue nada todavía. Busca «Avisarme en este móvil» en la página de un equipo, de las noticias de un curso o de Novedades.",
    loading: "Buscando lo que sigue este móvil…",
    noScript: "Los avisos necesitan JavaScript: actívalo en el navegador para verlos.",
    remove: "Dejar de seguir",
    removeAll: "Dejar de seguirlo todo",
    removed: (label: string) => `Ya no sigues ${label}.`,
    removedAll: "Este móvil ya no sigue nada.",
  },
  unsupported: {
    iphone:
      "En iPhone y iPad los avisos llegan si añades esta web a la pantalla de inicio: pulsa Compartir, luego «Añadir a pantalla de inicio», y ábrela desde ese icono.",
    browser: "Este navegador no puede recibir avisos.",
    denied:
      "Los avisos de esta web están bloqueados en este navegador. Para recibirlos, permítelos en los ajustes del sitio y vuelve a intentarlo.",
    calendar: "También puedes suscribirte a su calendario.",
  },
  errors: {
    badRequest: "La petición de avisos no es válida.",
    unknownService: "Este navegador usa un servicio de avisos que la web no admite.",
    badKeys:
      "Este navegador ha dado unas claves de avisos que no sirven. Vuelve a tocar el botón o prueba con otro navegador.",
    tooMany: "Demasiadas peticiones seguidas. Espera un minuto y vuelve a intentarlo.",
    tooManyPhones:
      "Se han activado muchos avisos desde esta red en poco tiempo. Inténtalo de nuevo dentro de unos minutos.",
    gone: "Eso ya no está en la web.",
    tooManyFollows: (max: number) => `Este móvil ya sigue ${max} cosas. Deja de seguir alguna en «Mis avisos».`,
    failed: "No se han podido activar los avisos. Inténtalo de nuevo.",
    /** The browser refused to subscribe (a private window, a browser that blocks push). */
    refused:
      "Este navegador no deja activar avisos aquí: pasa en las ventanas privadas o de incógnito y en algunos navegadores. Prueba en una ventana normal o en Chrome, Firefox o Edge.",
    /** The browser's push service did not answer (no connection, or a network that blocks it). */
    noService:
      "El servicio de avisos del navegador no responde: puede que no haya conexión o que la red (la del instituto, por ejemplo) lo bloquee. Prueba más tarde o con los datos del móvil.",
    /** What a family can do instead, after any of the above. */
    insteadCalendar: "Mientras tanto, suscríbete a su calendario: se actualiza solo con cada cambio.",
    insteadNews:
      "Mientras tanto, lo nuevo sigue apareciendo en esta web: en Novedades y en las noticias de cada curso.",
  },
  newsBoard: { label: "Novedades", url: "/novedades" },
  /** The teacher's counts (the panel): never who, only how many. */
  followers: (n: number) => (n === 1 ? "1 móvil recibe sus avisos" : `${n} móviles reciben sus avisos`),
} as const;
