/**
 * The seed's news and course news as they were stored before the one text format (
 * point 5): sanitised HTML, by title. The start-up conversion is tested on them.
 */
export const LEGACY_SEED_HTML: Readonly<Record<string, string>> = {
  "¡Abiertas las inscripciones del IV Torneo Mantecup 2025!":
    '<p>Ya puedes inscribir a tu equipo en el <strong>IV Torneo Mantecup</strong>, el campeonato de los recreos. Este año competimos en fútbol masculino y femenino, voleibol mixto, baloncesto mixto y bádminton masculino y femenino.</p><p>El capitán o la capitana rellena la inscripción con el nombre del equipo y la lista de jugadores. Consulta las normas en la <a href="/campeonatos/mantecup">página del torneo</a> antes de apuntarte.</p>',
  "Calendario de partidos del IV Mantecup":
    '<p>Publicamos el calendario de la fase de grupos. Todos los partidos se juegan en el <strong>recreo de las 11:15</strong>: llega puntual, hay 5 minutos de cortesía.</p><p>Puedes seguir la clasificación de cada deporte en directo, por ejemplo la de <a href="/campeonatos/mantecup/futbol-masculino">fútbol masculino</a>. Las tarjetas amarillas y rojas suponen partidos de sanción.</p>',
  "El fútbol femenino, protagonista del Mantecup 2025":
    '<p>Récord de participación: este año se han inscrito más equipos femeninos que nunca. ¡Gracias a todas por hacer grande el torneo!</p><p>Consulta la <a href="/campeonatos/mantecup/futbol-femenino">clasificación de fútbol femenino</a> y anima a tu clase en cada partido. Más información en el <a href="https://www.youtube.com/">canal del centro</a>.</p>',
  "Empieza la unidad de acrosport":
    "<p>La próxima semana empezamos la situación de aprendizaje de <strong>acrosport</strong>. Traed ropa cómoda y el pelo recogido.</p><p>Trabajaremos en grupos de 4 o 5.</p>",
  "Cambio de pista por obras":
    "<p>Durante esta semana las clases de los martes serán en el <strong>gimnasio</strong>, no en la pista exterior.</p>",
  "Entrega del diario del Desafío Xacobeo":
    "<p>Recordad que el viernes termina el plazo para subir los kilómetros de la semana.</p>",
  "Planificación del reto de resistencia":
    "<p>Esta semana cada uno diseña su plan de entrenamiento de 4 semanas. Podéis usar la plantilla del aula virtual.</p>",
};
