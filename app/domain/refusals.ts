/**
 * What a write can refuse although the input was valid, said without any page's words: the
 * form's pipeline turns it into the field's message and the notice the page chose.
 */
export type RefusalKind = "duplicate" | "missing";

/** Thrown by a model module: the entry already exists (`duplicate`) or what it refers to is gone (`missing`). */
export class WriteRefusedError extends Error {
  constructor(readonly kind: RefusalKind) {
    super(kind === "duplicate" ? "already stored" : "no longer exists");
    this.name = "WriteRefusedError";
  }
}
