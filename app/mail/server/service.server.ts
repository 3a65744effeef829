import type { Database } from "~/platform/server/db.server";
import type { Mailer } from "./mailer.server";
import { queueDueDigests, queueImmediateNotices } from "./notices.server";
import { deliverDueMail, queueMail } from "./outbox.server";
import type { PublicAddress } from "~/platform/domain/public-address";
import type { MailService } from "~/platform/server/services.server";
import { oneAtATime } from "~/platform/server/one-at-a-time.server";

type Log = (entry: Record<string, unknown>) => void;

const TICK_MS = 30_000;

/** `publicAddress`: where the emails' links point, the site's configured address (never a request's Host). */
export function createMailService({
  db,
  mailer,
  log,
  publicAddress,
}: {
  db: Database;
  mailer: Mailer;
  log: Log;
  publicAddress: PublicAddress;
}): MailService {
  let timer: ReturnType<typeof setInterval> | undefined;
  // One delivery at a time; a call meanwhile runs one more after it.
  const deliver = oneAtATime(
    async () => {
      const result = await deliverDueMail(db, mailer);
      if (result.sent || result.failed) log({ level: result.failed ? "warn" : "info", msg: "correo", ...result });
    },
    (error) => log({ level: "error", msg: "correo: no se pudo leer la bandeja de salida", error: String(error) }),
  );
  const tick = async () => {
    try {
      await queueDueDigests(db, publicAddress.origin);
    } catch (error) {
      log({ level: "error", msg: "correo: no se pudieron preparar los resúmenes", error: String(error) });
    }
    await deliver();
  };
  return {
    notify(kind) {
      queueImmediateNotices(db, kind, publicAddress.origin)
        .then((queued) => (queued ? deliver() : undefined))
        .catch((error) =>
          log({ level: "error", msg: "correo: no se pudo preparar un aviso", kind, error: String(error) }),
        );
    },
    async send(kind, message) {
      await queueMail(db, kind, [message]);
      void deliver();
    },
    start() {
      timer ??= setInterval(() => void tick(), TICK_MS);
      timer.unref();
      void tick();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      mailer.close();
    },
  };
}
