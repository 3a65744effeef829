export { THEME_COLOUR, webAppManifest } from "./copy/web-app";
export { POSTER_COPY } from "./copy/poster";
