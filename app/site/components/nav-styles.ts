/** Highlight of the active page in the header and in the phone menu. */
export const activeClass = "bg-teal-50 text-teal-900 font-semibold";
