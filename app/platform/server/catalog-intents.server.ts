import { Refusal } from "~/platform/domain/refusals";
import { z } from "~/platform/domain/zod";
import type { Database } from "./db.server";
import { intent } from "./admin-action.server";

const slugSchema = z.object({ id: z.string().max(60) });

/**
 * The three writes every list of the school's shape has (the courses, the projects):
 * move a row up or down, retire it, bring it back. `noun`: how the audit log and the notices name a
 * row («Curso», «Proyecto»); `retired`/`restored`: the notices.
 */
export function catalogIntents({
  noun,
  move,
  setRetired,
  retired,
  restored,
}: {
  noun: string;
  move: (tx: Database, slug: string, direction: "up" | "down") => Promise<boolean>;
  /** The row's name, or null when there is no such row. */
  setRetired: (tx: Database, slug: string, retired: boolean) => Promise<string | null>;
  retired: string;
  restored: string;
}) {
  const change = (retire: boolean) =>
    intent({
      schema: slugSchema,
      async run(v, { tx }) {
        const name = await setRetired(tx, v.id, retire);
        if (!name) throw new Refusal("missing");
        return { action: `${noun} ${retire ? "retirado" : "recuperado"}`, target: name };
      },
      success: retire ? retired : restored,
    });
  return {
    move: intent({
      schema: slugSchema.extend({ direction: z.enum(["up", "down"], { message: "Movimiento no válido." }) }),
      async run(v, { tx }) {
        if (!(await move(tx, v.id, v.direction))) throw new Refusal("missing");
        return { action: `${noun} movido`, target: v.id, details: v.direction === "up" ? "arriba" : "abajo" };
      },
      success: "Orden guardado",
    }),
    retire: change(true),
    restore: change(false),
  };
}
