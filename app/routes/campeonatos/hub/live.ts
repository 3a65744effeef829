import { data } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/live";
import { competitionChannel, getCompetitionSport, requireHubAddress } from "~/competitions/index.server";

import { limitedAddress } from "~/platform/domain/network-addresses";

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events of one competition: an `result` event each time a result is saved, by
 * anyone on any instance. The page reloads its data when it hears one.
 */
export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  // The channel is under its hub's address: an old one redirects.
  const { tournament } = await requireHubAddress(context, request, params.torneo);
  if (!(await getCompetitionSport(context.db, params.competicion, tournament))) throw data(null, { status: 404 });
  // Every stream holds a connection: past the cap the page is told to ask again later (it then polls).
  const release = context.liveStreams.open(limitedAddress(context.client.ip));
  if (!release) {
    return new Response("Demasiadas conexiones en directo ahora mismo: la página se actualizará sola cada poco.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      send("retry: 3000\n: conectado\n\n");
      const unsubscribe = context.events.subscribe(competitionChannel(params.competicion), (payload) =>
        send(`event: result\ndata: ${payload}\n\n`),
      );
      const heartbeat = setInterval(() => send(": latido\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      };
      request.signal.addEventListener(
        "abort",
        () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed
          }
        },
        { once: true },
      );
    },
    cancel() {
      cleanup();
      release();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}
