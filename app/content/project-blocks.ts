// Copy of the live blocks some project pages add to their text (the Xacobeo ranking, the fruit
// meter, the MasterChef gallery). Apart from projects.ts: the page's code imports these, while
// the thirteen pages' text is read by the loader only and sent with each page, so the browser
// does not download all of it.

export const MASTERCHEF_GALLERY = Array.from({ length: 8 }, (_, i) => ({
  src: `/img/masterchef/plato-${i + 1}.svg`,
  alt: [
    "Ensalada de garbanzos con verduras",
    "Crema de calabaza",
    "Brochetas de pollo y pimiento",
    "Salmón al horno con patata",
    "Wrap integral de verduras",
    "Macedonia de frutas de temporada",
    "Tortilla de espinacas",
    "Yogur con avena y frutos rojos",
  ][i]!,
}));

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
