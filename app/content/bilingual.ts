/** Spanish and English copy of the bilingualism pages (spec 000 §2 Bilingualism, spec 001 §9). */

// Shared folders of the bilingual programme (the department's own drive).
export const PRODUCTOS_FINALES_URL = "https://drive.google.com/drive/folders/proyecto-bilingue-2024-2025";
const RESOURCES_FOLDER_URL = "https://drive.google.com/drive/folders/recursos-bilingues-ef";

export const BILINGUAL_RESOURCES_COPY = {
  title: "Recursos y Materiales",
  lead: "Materials for Physical Education in English: activities for class and resources to study at home. / Materiales de Educación Física en inglés para clase y para estudiar en casa.",
  activitiesHeading: "Activities · Actividades",
  resourcesHeading: "Resources · Recursos",
  levelLabel: "Nivel",
  openLabel: "Abrir carpeta",
  activities: [
    { title: "Warm-up Commands", text: "Instructions to lead a warm-up in English: jog, stretch, jump, turn around... / Órdenes para dirigir el calentamiento en inglés.", href: RESOURCES_FOLDER_URL },
    { title: "Sports Vocabulary", text: "Key words of every sport we play, with pictures and audio. / Vocabulario de cada deporte con imágenes y audio.", href: RESOURCES_FOLDER_URL },
    { title: "International Games Day", text: "Traditional games from English-speaking countries to play on the court. / Juegos tradicionales de países de habla inglesa.", href: RESOURCES_FOLDER_URL },
  ],
  resources: [
    { title: "Muscular and Skeletal System", level: "Básico", href: RESOURCES_FOLDER_URL },
    { title: "Body Systems & Exercise", level: "Intermedio", href: RESOURCES_FOLDER_URL },
    { title: "Reading", level: "Variable", href: RESOURCES_FOLDER_URL },
    { title: "Health", level: "Intermedio", href: RESOURCES_FOLDER_URL },
  ],
};

export const BILINGUAL_PROJECT_COPY = {
  title: "Proyecto Bilingüe 2024-2025",
  motto: "Healthy Habits, Happy Hearts: The Path to Mental Well-Being",
  intro: [
    "This year our bilingual project connects physical activity with mental health. Through movement, games and reflection in English, students learn how exercise, sleep, food and friendship help us feel better.",
    "Este curso nuestro proyecto bilingüe une actividad física y bienestar emocional: aprendemos en inglés cómo el ejercicio, el descanso, la alimentación y las relaciones nos ayudan a sentirnos mejor.",
  ],
  posterAlt: "Cartel del proyecto: un corazón sobre fondo verde con el lema Healthy Habits, Happy Hearts",
  finalProducts: {
    heading: "Productos Finales",
    text: "Videos, posters and presentations made by our students. / Vídeos, carteles y presentaciones del alumnado.",
    cta: "Ver los productos finales",
  },
  quickAccess: {
    heading: "Acceso Rápido",
    text: "Escanea el código QR con el móvil para abrir los productos finales.",
    enlarge: "Ampliar código QR",
    dialogTitle: "Código QR: Productos Finales",
    dialogDescription: "Apunta la cámara del móvil al código para abrir la carpeta de productos finales.",
    qrAlt: "Código QR que abre la carpeta de productos finales del proyecto bilingüe",
  },
  tagline: "Move your body, calm your mind, open your heart.",
};
