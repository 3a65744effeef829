/** Messages shown while a page loads in the browser (kept apart: the layout imports this on every page). */
export const COURSE_NEWS_LOADING = "Cargando noticias...";
