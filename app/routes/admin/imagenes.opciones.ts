import type { Route } from "./+types/imagenes.opciones";
import { appContext } from "~/platform/server/context.server";
import { pageImageChoices } from "~/pages/index.server";

/** Every picture a picker offers, fetched when the teacher opens one (the layout guards it). */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { choices: await pageImageChoices(context.get(appContext).db) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
