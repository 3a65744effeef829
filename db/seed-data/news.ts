/** The three pinned items of the news board (ids 3 to 5, IV Mantecup 2025). */
export const SEED_NEWS = [
  {
    id: 3,
    title: "¡Abiertas las inscripciones del IV Torneo Mantecup 2025!",
    date: "2025-01-20",
    content:
      "Ya puedes inscribir a tu equipo en el **IV Torneo Mantecup**, el campeonato de los recreos. Este año competimos en fútbol masculino y femenino, voleibol mixto, baloncesto mixto y bádminton masculino y femenino.\n\nEl capitán o la capitana rellena la inscripción con el nombre del equipo y la lista de jugadores. Consulta las normas en la [página del torneo](/campeonatos/mantecup) antes de apuntarte.",
    imageText: "Cartel de inscripciones del IV Torneo Mantecup 2025",
    imageUrl: "/img/noticias/mantecup-inscripciones.svg",
    pinned: true,
    tags: ["Mantecup", "Competición", "Inscripción", "Todos los cursos"],
  },
  {
    id: 4,
    title: "Calendario de partidos del IV Mantecup",
    date: "2025-02-03",
    content:
      "Publicamos el calendario de la fase de grupos. Todos los partidos se juegan en el **recreo de las 11:15**: llega puntual, hay 5 minutos de cortesía.\n\nPuedes seguir la clasificación de cada deporte en directo, por ejemplo la de [fútbol masculino](/campeonatos/mantecup/futbol-masculino). Las tarjetas amarillas y rojas suponen partidos de sanción.",
    imageText: "Calendario de partidos del IV Mantecup 2025",
    imageUrl: "/img/noticias/mantecup-calendario.svg",
    pinned: true,
    tags: ["Mantecup", "Competición", "ESO"],
  },
  {
    id: 5,
    title: "El fútbol femenino, protagonista del Mantecup 2025",
    date: "2025-03-05",
    content:
      "Récord de participación: este año se han inscrito más equipos femeninos que nunca. ¡Gracias a todas por hacer grande el torneo!\n\nConsulta la [clasificación de fútbol femenino](/campeonatos/mantecup/futbol-femenino) y anima a tu clase en cada partido. Más información en el [canal del centro](https://www.youtube.com/).",
    imageText: "Jugadoras celebrando un gol en el Mantecup 2025",
    imageUrl: "/img/noticias/mantecup-femenino.svg",
    pinned: true,
    tags: ["Mantecup", "Femenino", "Video"],
  },
];
