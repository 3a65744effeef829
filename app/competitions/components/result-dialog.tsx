import { useEffect, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import { RESULT_ENTRY_COPY } from "~/competitions/copy/result-entry";
import type { ResultEntryAccess } from "~/competitions/domain/match-result";
import type { SportKind } from "~/competitions/domain/championships";
import { toast } from "~/platform/hooks/use-toast";
import type { CompetitionMatch } from "~/competitions/domain/competition-page";
import { WithCancel } from "~/platform/components/with-cancel";
import { ORGANISER_NOTICES } from "~/platform/copy/notices/organiser";
import { RESULT_NOTICES } from "~/competitions/domain/match-result";
import {
  type KeptScores,
  keepResult,
  matchWhen,
  newSubmissionKey,
  seenScore,
  withdrawResult,
} from "~/competitions/domain/kept-results";
import { heldScoreText, KEPT_RESULTS_COPY, keptScoreText } from "~/competitions/copy/kept-results";
import {
  readKeptResults,
  rememberDayPass,
  rememberedDayPass,
  updateKeptResults,
  useKeptResults,
} from "~/competitions/lib/kept-results-store";
import { sendKeptResults, unlockKeptResults } from "~/competitions/lib/kept-results-sender";
import { keepPageOffline } from "~/competitions/lib/offline-page";

/**
 * An organiser's phone keeps the page offline with the code of the list of waiting results fetched
 * first: without signal, the list's code could not be fetched when its first result is kept.
 */
const keepOrganiserPageOffline = () =>
  import("./kept-results-panel").then(
    () => keepPageOffline(),
    () => keepPageOffline(),
  );
import { ResultEntrySteps } from "./result-entry";

// Loaded on the first click on a match (React.lazy in the page): most visitors only read tables.
const copy = RESULT_ENTRY_COPY;

/** The dialog opened by a match card (with JavaScript). Closing it forgets what was typed; the day's pass stays on the phone. */
type AccessProps = {
  access: ResultEntryAccess;
  /** What an answer taught about this device: the password was right (today's pass is set), or the pass ended. */
  onAccessLearnt: (access: ResultEntryAccess) => void;
  /** The competition page's path: a result kept on the phone is sent there. */
  page: string;
  /** A result now waits on the phone: the page shows the list of those waiting. */
  onKept: () => void;
};

export default function ResultDialog({
  match,
  sport,
  onClose,
  ...accessProps
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
        {/* A new body per opening: nothing typed in the last opening survives. */}
        {match ? (
          <ResultDialogBody key={match.id} match={match} sport={sport} onClose={onClose} {...accessProps} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ResultDialogBody({
  match,
  sport,
  onClose,
  access: accessAsked,
  onAccessLearnt,
  page,
  onKept,
}: { match: CompetitionMatch; sport: SportKind; onClose: () => void } & AccessProps) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [refusedPasswords, setRefusedPasswords] = useState(0);
  const kept = useKeptResults(page).find((r) => r.matchId === match.id);
  // Without signal the session check fails: a phone that held the organiser's access today still does
  // (the server checks again when the result leaves).
  const access = accessAsked === "password" && rememberedDayPass() ? "day-pass" : accessAsked;
  useEffect(() => {
    if (accessAsked === "password") return;
    rememberDayPass(true);
    // An organiser's phone keeps this page to open it again without signal.
    void keepOrganiserPageOffline();
  }, [accessAsked]);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  /**
   * The organiser password: today's pass for this phone (a cookie), so the scores step opens and
   * any result that waited for it leaves. Without signal it cannot be checked, and says so.
   */
  const unlock = async (password: string) => {
    setPending(true);
    const answer = await unlockKeptResults(page, password);
    setPending(false);
    if (!answer) return toast({ ...KEPT_RESULTS_COPY.unlockOffline, variant: "destructive" });
    if (answer.outcome === "denied") {
      setRefusedPasswords((count) => count + 1);
      return toast({ title: answer.title, description: answer.message, variant: "destructive" });
    }
    if (answer.outcome !== "unlocked") return toast(ORGANISER_NOTICES.saveFailed);
    toast(ORGANISER_NOTICES.granted);
    rememberDayPass(true);
    onAccessLearnt("day-pass");
    void keepOrganiserPageOffline();
    if (readKeptResults().some((r) => r.page === page)) void sendKeptResults(page);
  };

  /** The checked scores: kept on the phone first, then sent with whatever else waits, in order. */
  const save = async (scores: KeptScores) => {
    const key = newSubmissionKey();
    updateKeptResults((list) =>
      keepResult(list, {
        key,
        page,
        matchId: match.id,
        team1: match.team1,
        team2: match.team2,
        knockout: match.knockout,
        scores,
        enteredAt: new Date().toISOString(),
        seen: seenScore(match),
        when: matchWhen(match),
      }),
    );
    setPending(true);
    let run = await sendKeptResults(page);
    const waiting = () => readKeptResults().find((r) => r.key === key);
    // A run that was already going may have ended just before this result was kept.
    if (run.stopped === null && waiting() && !waiting()?.hold) run = await sendKeptResults(page);
    setPending(false);
    const mine = waiting();
    if (!mine) {
      toast({ ...(match.knockout ? RESULT_NOTICES.savedKnockout : RESULT_NOTICES.saved), variant: "success" });
      void revalidator.revalidate();
      onCloseRef.current();
      return;
    }
    // It stays on the phone: the page lists what waits.
    onKept();
    const hold = mine.hold;
    if (!hold) {
      if (run.stopped === "locked") {
        // The day's pass ended: the password step, then the same scores (they wait on the phone).
        toast(ORGANISER_NOTICES.expired);
        rememberDayPass(false);
        onAccessLearnt("password");
        return;
      }
      toast({ ...KEPT_RESULTS_COPY.keptNotice, variant: "default" });
      onCloseRef.current();
      return;
    }
    if (hold.kind === "refused" || hold.kind === "gone") {
      // Said here, where the organiser is: the scores stay in the form, not on the phone.
      updateKeptResults((list) => withdrawResult(list, key));
      toast(
        hold.kind === "gone"
          ? ORGANISER_NOTICES.matchNotFound
          : { title: RESULT_NOTICES.invalid.title, description: hold.message, variant: "destructive" },
      );
      if (hold.kind === "gone") onCloseRef.current();
      return;
    }
    // Saved meanwhile by someone else, or moved: the list of waiting results asks which to keep.
    toast({
      title: KEPT_RESULTS_COPY.heading(1),
      description:
        hold.kind === "conflict"
          ? KEPT_RESULTS_COPY.conflict(heldScoreText(mine, hold.current), keptScoreText(mine))
          : KEPT_RESULTS_COPY.moved(hold.when),
    });
    onCloseRef.current();
  };
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
          answer={undefined}
          pending={pending}
          FormTag={Form}
          withJavaScript
          access={access}
          onUnlock={(password) => void unlock(password)}
          refusedPasswords={refusedPasswords}
          onSave={(scores) => void save(scores)}
          typed={
            kept ? { scores: kept.scores, note: KEPT_RESULTS_COPY.waitingInDialog(keptScoreText(kept)) } : undefined
          }
          wrapSubmit={(button) => <WithCancel onCancel={onClose}>{button}</WithCancel>}
        />
      </div>
    </>
  );
}
