import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import { RESULT_ENTRY_COPY } from "~/competitions/copy/result-entry";
import type { ResultAnswer, ResultEntryAccess } from "~/competitions/domain/match-result";
import type { SportKind } from "~/competitions/domain/championships";
import { toast } from "~/platform/hooks/use-toast";
import type { CompetitionMatch } from "~/competitions/domain/competition-page";
import { WithCancel } from "~/platform/components/with-cancel";
import { ResultEntrySteps } from "./result-entry";

// Loaded on the first click on a match (React.lazy in the page): most visitors only read tables.
const copy = RESULT_ENTRY_COPY;

/** The dialog opened by a match card (with JavaScript). Closing it forgets the password and the unlock. */
type AccessProps = {
  access: ResultEntryAccess;
  /** What an answer taught about this device: the password was right (today's pass is set), or the pass ended. */
  onAccessLearnt: (access: ResultEntryAccess) => void;
};

export default function ResultDialog({
  match,
  sport,
  onClose,
  access,
  onAccessLearnt,
}: { match: CompetitionMatch | null; sport: SportKind; onClose: () => void } & AccessProps) {
  // Focus goes back to the card that opened the dialog (it may have re-rendered meanwhile).
  const lastMatchId = useRef<number | null>(null);
  if (match) lastMatchId.current = match.id;
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const card = document.getElementById(`partido-${lastMatchId.current}`);
          if (card) {
            event.preventDefault();
            card.focus();
          }
        }}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>("[data-result-autofocus]")?.focus();
        }}
      >
        {/* A new body per opening: a fresh fetcher, so nothing of the last opening survives. */}
        {match ? (
          <ResultDialogBody
            key={match.id}
            match={match}
            sport={sport}
            onClose={onClose}
            access={access}
            onAccessLearnt={onAccessLearnt}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Ends an organiser pass; sent as the dialog goes away (keepalive: it survives a page change). */
function lockResultForm(matchId: number, pass: string) {
  const body = new URLSearchParams({ intent: "lock", partido: String(matchId), pass });
  fetch(`${window.location.pathname}?partido=${matchId}`, { method: "POST", body, keepalive: true }).catch(() => {
    // Offline: the pass ends by itself within minutes.
  });
}

function ResultDialogBody({
  match,
  sport,
  onClose,
  access,
  onAccessLearnt,
}: { match: CompetitionMatch; sport: SportKind; onClose: () => void } & AccessProps) {
  const fetcher = useFetcher<ResultAnswer>();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // The pass this opening holds, until a save ends it on the server.
  const openPass = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data) return;
    const { reply, notice } = fetcher.data;
    openPass.current = reply?.stage === "unlocked" ? reply.pass : undefined;
    // The password was right: the next match opens on its scores. Refused as expired: it asks again.
    if (reply?.stage === "unlocked" && reply.pass) onAccessLearnt("day-pass");
    if (reply?.stage === "locked") onAccessLearnt("password");
    if (notice) toast(notice);
    if (reply?.stage === "saved") onCloseRef.current();
  }, [fetcher.data, onAccessLearnt]);
  // Closing the dialog ends the unlock on the server too (spec: dismissal resets it), not only here.
  useEffect(
    () => () => {
      if (openPass.current) lockResultForm(match.id, openPass.current);
    },
    [match.id],
  );
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogClose />
      </div>
      <DialogDescription emphasis className="mt-1">
        {match.team1} {TOURNAMENT_COPY.versus} {match.team2}
      </DialogDescription>
      <div className="mt-4">
        <ResultEntrySteps
          match={match}
          sport={sport}
          answer={fetcher.data}
          pending={fetcher.state !== "idle"}
          FormTag={fetcher.Form}
          withJavaScript
          access={access}
          wrapSubmit={(button) => <WithCancel onCancel={onClose}>{button}</WithCancel>}
        />
      </div>
    </>
  );
}
