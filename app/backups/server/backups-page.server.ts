import { noFields } from "~/platform/domain/zod";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import { BACKUPS_PAGE_COPY as copy } from "../copy/backups-page";
import { listBackupRuns } from "./runs.server";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString("es-ES", { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The backups as the panel lists them: each file, its check and who asked for it, and what went wrong lately. */
export async function loadBackupsPage(context: Pick<AppContext, "backups" | "db">) {
  const service = context.backups;
  if (!service)
    return { unavailable: copy.noBackups, busy: false, files: [], othersInFolder: 0, problems: [], settings: null };
  // Asked first: a copy that finishes while the page is read shows as checked on the next look.
  const busy = await service.busy();
  const { files, othersInFolder } = await service.list();
  const runs = await listBackupRuns(context.db, 10);
  return {
    unavailable: await service.unavailable(),
    busy,
    settings: {
      dir: service.settings.dir,
      hour: service.settings.hour,
      keepDaily: service.settings.keepDaily,
      keepWeekly: service.settings.keepWeekly,
    },
    files: files.map(({ name, takenAt, bytes, run }) => ({
      name,
      takenAt: takenAt.toISOString(),
      size: sizeText(bytes),
      // A file takes a backup's name only once it passed its check (./archive.server.ts).
      check: !run
        ? copy.unchecked
        : run.status === "ok"
          ? copy.checked(
              Object.keys(run.tables ?? {}).length,
              Object.values(run.tables ?? {}).reduce((a, b) => a + b, 0),
            )
          : run.status === "running"
            ? copy.checking
            : copy.stoppedBeforeRecording,
      // A file no run of this site recorded was made by hand, with the server stopped.
      trigger: !run ? copy.byHand : run.trigger === "manual" ? copy.askedBy(run.requestedBy ?? "") : copy.scheduled,
    })),
    othersInFolder,
    // What did not end well lately, newest first.
    problems: runs
      .filter((r) => r.status === "failed" || r.status === "skipped")
      .map((r) => ({ id: r.id, at: (r.finishedAt ?? r.startedAt).toISOString(), message: r.message ?? "" })),
  };
}

/** «Copia ahora»: a backup written and checked in the background, once no other is under way. */
export function backupsPageIntents(context: Pick<AppContext, "backups">) {
  return {
    backup: intent({
      schema: noFields,
      async run(_, { tx, staff }) {
        const service = context.backups;
        if (!service) throw new AdminActionError(copy.noBackups, 409);
        const reason = await service.unavailable();
        if (reason) throw new AdminActionError(reason, 409);
        // Inside the panel's transaction everything goes through it (the embedded database has one connection).
        if (await service.busy(tx)) throw new AdminActionError(copy.busy, 409);
        return {
          action: copy.audit,
          // Written and checked in the background: the page shows it when it is ready.
          afterCommit: () => service.startManualBackup(staff.email),
        };
      },
      success: copy.started,
    }),
  };
}
