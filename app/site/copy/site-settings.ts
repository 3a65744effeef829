/** The site's settings in the panel: what the audit log records and the notice after each save. */
export const SITE_SETTINGS_AUDIT = {
  settings: "Ajustes de la web cambiados",
  teacher: (name: string) => `Profesor: ${name}`,
  settingsSaved: "Ajustes guardados",
  publicUrl: "Dirección pública cambiada",
  publicUrlSaved: "Dirección pública guardada",
  moderation: "Privacidad del alumnado cambiada",
  moderationDetails: (value: { approvePublicNames: boolean; premoderateComments: boolean }) => {
    const onOff = (on: boolean) => (on ? "sí" : "no");
    return `Aprobar listas públicas: ${onOff(value.approvePublicNames)}; revisar comentarios: ${onOff(value.premoderateComments)}`;
  },
  moderationSaved: "Ajustes de privacidad guardados",
};

/** The public address and the pupils' privacy panels. */
export const SITE_SETTINGS_COPY = {
  addressTitle: "Dirección pública de la web",
  addressExplanation:
    "Los enlaces de los correos (también el de «¿Has olvidado la contraseña?»), las tarjetas para compartir, los carteles con código QR, los feeds, el mapa del sitio y las suscripciones al calendario empiezan por esta dirección. Escribe la que usan las familias para abrir la web.",
  addressLabel: "Dirección de la web",
  addressHint: "Por ejemplo https://ef.iesejemplo.es",
  addressButton: "Guardar la dirección",
  privacyTitle: "Privacidad del alumnado",
  privacyExplanation:
    "El alumnado es menor de edad: sus nombres solo aparecen en la web cuando tú lo decides. Lo pendiente se revisa en el Buzón (equipos de la liga) y en Moderación (comentarios).",
  approvePublicNames: "Los equipos de la liga (con los nombres de sus integrantes) se publican solo cuando los apruebo",
  premoderateComments: "Los comentarios del blog y de las noticias de curso se publican solo cuando los reviso",
  privacyButton: "Guardar privacidad",
};
