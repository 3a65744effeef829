/**
 * Erasing a pupil's name (the right to erasure): wherever the site keeps it, the name
 * becomes its initials («Lucía Pérez Gómez» → «L. P. G.»), matched as a whole name whatever its
 * capitals and spacing, never inside another word.
 */
export const PUPIL_NAME_MAX = 80;

/** «Lucía Pérez Gómez» → «L. P. G.». */
export function initialsOf(name: string): string {
  return name
    .normalize("NFC")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const letter = /\p{L}/u.exec(word)?.[0];
      return letter ? [`${letter.toLocaleUpperCase("es")}.`] : [];
    })
    .join(" ");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A matcher of the whole name: its words in order, any white space between them, any capitals. */
export function namePattern(name: string): RegExp {
  const words = name.normalize("NFC").trim().split(/\s+/).filter(Boolean).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("\\s+")}(?![\\p{L}\\p{N}])`, "giu");
}

/** The text with every whole occurrence of the name replaced by its initials (unchanged when there is none). */
export function eraseName(text: string, name: string): string {
  return text.normalize("NFC").replace(namePattern(name), initialsOf(name));
}

/** The same, in every string of a JSON value (a closed year's archive). */
export function eraseNameInJson<T>(value: T, name: string): T {
  if (typeof value === "string") return eraseName(value, name) as T;
  if (Array.isArray(value)) return value.map((item) => eraseNameInJson(item, name)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, eraseNameInJson(item, name)])) as T;
  return value;
}

/** A name the teacher may erase: two words at least (a first name alone would hit other pupils). */
export function erasableNameProblem(name: string): string | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2)
    return "Escribe el nombre y al menos un apellido: un nombre solo podría ser el de otros alumnos.";
  if (name.length > PUPIL_NAME_MAX) return `Como mucho ${PUPIL_NAME_MAX} caracteres.`;
  return null;
}
