import { formatMadridDate } from "~/platform/domain/madrid-time";

/** What backups kept before an erasure still hold: said before and after it, plainly. */
export type BackupsHeld = { count: number; lastGoneAt: string | null };

/** The sentence under «Borrar el nombre…» and in its notice; null when no backup holds anything. */
export function backupsHeldSentence(held: BackupsHeld | null, when: "before" | "after"): string | null {
  if (!held || held.count === 0) return null;
  const copies = held.count === 1 ? "La copia de seguridad que hay" : `Las ${held.count} copias de seguridad que hay`;
  const one = held.count === 1;
  const until = held.lastGoneAt
    ? one
      ? `hasta que se borre sola, el ${formatMadridDate(held.lastGoneAt)}`
      : `hasta que se borren solas (la última, el ${formatMadridDate(held.lastGoneAt)})`
    : one
      ? "hasta que se borre"
      : "hasta que se borren";
  return when === "before"
    ? `${copies} ahora guarda${one ? "" : "n"} los datos como estaban: seguirá${one ? "" : "n"} teniendo el nombre ${until}. Solo se guardan en este servidor.`
    : `${one ? "La copia de seguridad anterior lo conserva" : `Las ${held.count} copias de seguridad anteriores lo conservan`} ${until}.`;
}
