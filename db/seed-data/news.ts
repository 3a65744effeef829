/** The three pinned items of the news board (spec 000 §3: ids 3 to 5, IV Mantecup 2025). */
export const SEED_NEWS = [
  {
    id: 3,
    title: "¡Abiertas las inscripciones del IV Torneo Mantecup 2025!",
    date: "2025-01-20",
    content:
      "<p>Ya puedes inscribir a tu equipo en el <strong>IV Torneo Mantecup</strong>, el campeonato de los recreos. Este año competimos en fútbol masculino y femenino, voleibol mixto, baloncesto mixto y bádminton masculino y femenino.</p><p>El capitán o la capitana rellena la inscripción con el nombre del equipo y la lista de jugadores. Consulta las normas en la <a href=\"/campeonatos/mantecup\">página del torneo</a> antes de apuntarte.</p>",
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
      "<p>Publicamos el calendario de la fase de grupos. Todos los partidos se juegan en el <strong>recreo de las 11:15</strong>: llega puntual, hay 5 minutos de cortesía.</p><p>Puedes seguir la clasificación de cada deporte en directo, por ejemplo la de <a href=\"/campeonatos/mantecup/futbol-masculino\">fútbol masculino</a>. Las tarjetas amarillas y rojas suponen partidos de sanción.</p>",
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
      "<p>Récord de participación: este año se han inscrito más equipos femeninos que nunca. ¡Gracias a todas por hacer grande el torneo!</p><p>Consulta la <a href=\"/campeonatos/mantecup/futbol-femenino\">clasificación de fútbol femenino</a> y anima a tu clase en cada partido. Más información en el <a href=\"https://www.youtube.com/\">canal del centro</a>.</p>",
    imageText: "Jugadoras celebrando un gol en el Mantecup 2025",
    imageUrl: "/img/noticias/mantecup-femenino.svg",
    pinned: true,
    tags: ["Mantecup", "Femenino", "Video"],
  },
];
