// Labels of the blocks some project pages add to their text (the Xacobeo ranking, the fruit
// meter, the gallery). The pages' own words are the teacher's (app/pages/copy/page-editors.ts).

export const PROJECT_BLOCK_LABELS = {
  gallery: "Galería",
  video: "Vídeo",
  signupClosed: "Las inscripciones de este proyecto están cerradas por ahora.",
};

export const FRUIT_METER_COPY = {
  heading: "Medidor de fruta por clase",
  unit: "piezas",
  empty: "Todavía no hay piezas registradas este mes.",
};

export const XACOBEO_COPY = {
  stagesHeading: "Etapas del Camino",
  rankingHeading: "Clasificación por clases",
  creditsHeading: "Cómo se consiguen kilómetros",
};
