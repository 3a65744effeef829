export { THEME_COLOUR, webAppManifest } from "./copy/web-app";
