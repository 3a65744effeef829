/**
 * The look of every text box and list of the site, public forms and panel alike. A module of its
 * own: a page with one plain select (a competition's «Sigue a tu equipo») takes the class without
 * the field kit's code.
 */
export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700";
