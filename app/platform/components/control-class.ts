/**
 * The look of every text box and list of the site, public forms and panel alike: a class of
 * app/app.css (a competition's editor draws 135 of them). A module of its own: a page with one
 * plain select (a competition's «Sigue a tu equipo») takes the class without the field kit's code.
 */
export const controlClass = "control";
