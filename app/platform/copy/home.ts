/** Labels of the home page's contact form; the page's own text is the teacher's (app/pages/copy/page-editors.ts, HOME_FIELDS). */
export const CONTACT_FORM_COPY = {
  fields: {
    name: { label: "Nombre", placeholder: "Tu nombre y apellidos" },
    course: { label: "Curso" },
    email: { label: "Correo electrónico", placeholder: "nombre@correo.com" },
    message: { label: "Mensaje", placeholder: "Escribe aquí tu duda o sugerencia" },
  },
  submit: "Enviar mensaje",
  /** The hero's link to the form. */
  heroLink: "Contacta",
};
