/** Hall of Fame honorees (three cards with name, sport, achievement, status, image, quote). */
export const SEED_HONOREES = [
  {
    position: 1,
    name: "Lucía Romero",
    sport: "Atletismo",
    achievement: "Campeona de Andalucía de 1500 m en categoría juvenil",
    status: "Ex-alumna (promoción 2019)",
    imageUrl: "/img/salon/leyenda-1.svg",
    quote: "En las clases de Educación Física descubrí que correr era lo mío.",
  },
  {
    position: 2,
    name: "Daniel Ortega",
    sport: "Fútbol sala",
    achievement: "Internacional sub-19 con la selección española",
    status: "Ex-alumno (promoción 2021)",
    imageUrl: "/img/salon/leyenda-2.svg",
    quote: "Todo empezó en los partidos del recreo con mis amigos.",
  },
  {
    position: 3,
    name: "Irene Castaño",
    sport: "Bádminton",
    achievement: "Subcampeona de España escolar por parejas",
    status: "Alumna de 1º Bachillerato",
    imageUrl: "/img/salon/leyenda-3.svg",
    quote: "Con constancia y buen equipo, cualquier reto se puede conseguir.",
  },
];
