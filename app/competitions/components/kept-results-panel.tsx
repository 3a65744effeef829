import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/platform/components/confirm-dialog";
import { buttonStyles, GatePasswordField } from "~/platform/components/field";
import { toast } from "~/platform/hooks/use-toast";
import { cn } from "~/platform/lib/cn";
import { type KeptResult, sendAnyway, withdrawResult } from "~/competitions/domain/kept-results";
import { heldScoreText, KEPT_RESULTS_COPY as copy, keptScoreText } from "~/competitions/copy/kept-results";
import { updateKeptResults, useKeptResults } from "~/competitions/lib/kept-results-store";
import { sendKeptResults, unlockKeptResults, useSenderState } from "~/competitions/lib/kept-results-sender";
import { keepPageOffline } from "~/competitions/lib/offline-page";

/** While results wait, how often the phone tries again (besides the browser saying it is back online). */
const RETRY_MS = 20_000;

const button =
  "min-h-11 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-wait disabled:opacity-70";

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" }).format(
    new Date(iso),
  );

/**
 * The results this phone holds for the competition page, until each reaches the server
 * (docs/decisions/044): how many, in order, each one's state, and what the organiser can do: send
 * now, correct, withdraw, choose between theirs and a result saved meanwhile, or type the password
 * once when the day's pass ended. It sends them itself: now, when the phone is back online, and every
 * little while. Nothing shows once none waits.
 */
export default function KeptResultsPanel({ page, onCorrect }: { page: string; onCorrect: (matchId: number) => void }) {
  const results = useKeptResults(page);
  const sender = useSenderState();
  const revalidator = useRevalidator();
  const [withdrawing, setWithdrawing] = useState<KeptResult | null>(null);
  const id = useId();
  const waiting = results.length > 0;

  // Every send from this list tells what reached the web and refreshes the page with it.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const send = useCallback(
    () =>
      void sendKeptResults(page).then((run) => {
        if (run.sent === 0) return;
        toast({ ...copy.sentNotice(run.sent), variant: "success" });
        void revalidate.current();
      }),
    [page],
  );

  useEffect(() => {
    if (!waiting) return;
    send();
    // The page and its code stay on the phone while results wait: a reload without signal still opens it.
    void keepPageOffline();
    const timer = window.setInterval(send, RETRY_MS);
    window.addEventListener("online", send);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", send);
    };
  }, [waiting, send]);

  if (!waiting) return null;

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    const answer = await unlockKeptResults(page, password);
    if (answer?.outcome === "unlocked") send();
    if (!answer) toast({ ...copy.unlockOffline, variant: "destructive" });
    else if (answer.outcome === "denied")
      toast({ title: answer.title, description: answer.message, variant: "destructive" });
  };
  const decide = (result: KeptResult, choose: boolean) => {
    updateKeptResults((list) => (choose ? sendAnyway(list, result.key) : withdrawResult(list, result.key)));
    if (choose) send();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 sm:p-6"
      data-kept-results
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {copy.heading(results.length)}
      </h2>
      <p className="mt-1 text-sm">{copy.intro}</p>
      <p role="status" className="mt-2 text-sm font-semibold">
        {sender.sending ? copy.sending : sender.offline ? copy.offline : ""}
      </p>
      {sender.locked ? (
        <form onSubmit={unlock} className="mt-3 space-y-3 rounded-xl bg-white p-4">
          <p className="text-sm text-slate-800">{copy.locked}</p>
          <GatePasswordField id={`${id}-password`} label={copy.password} resetKey="kept" focus={false} />
          <button type="submit" className={cn(button, "w-full", buttonStyles.primary)}>
            {copy.unlockAndSend}
          </button>
        </form>
      ) : null}
      <ol className="mt-3 space-y-3">
        {results.map((result) => (
          <li key={result.key} className="rounded-xl bg-white p-3 text-slate-900 shadow-sm" data-kept-result>
            <p className="font-semibold">{keptScoreText(result)}</p>
            {result.hold ? <HoldText result={result} /> : null}
            {/* On a phone the time and the buttons share a line: six results waiting still leave the table in sight. */}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <p className="mr-auto text-sm text-slate-700">
                {copy.enteredAt(timeOf(result.enteredAt))}
                {result.hold ? null : ` · ${copy.waiting}`}
              </p>
              {result.hold?.kind === "conflict" ? (
                <>
                  <ChoiceButton look="primary" onClick={() => decide(result, true)}>
                    {copy.sendMine}
                  </ChoiceButton>
                  <ChoiceButton look="secondary" onClick={() => decide(result, false)}>
                    {copy.keepSaved}
                  </ChoiceButton>
                </>
              ) : null}
              {result.hold?.kind === "moved" ? (
                <ChoiceButton look="primary" onClick={() => decide(result, true)}>
                  {copy.sendAnyway}
                </ChoiceButton>
              ) : null}
              {result.hold?.kind === "gone" || result.hold?.kind === "conflict" ? null : (
                <ChoiceButton look="secondary" onClick={() => onCorrect(result.matchId)}>
                  {copy.correct}
                </ChoiceButton>
              )}
              {result.hold?.kind === "conflict" ? null : (
                <ChoiceButton look="danger" onClick={() => setWithdrawing(result)}>
                  {copy.withdraw}
                </ChoiceButton>
              )}
            </div>
          </li>
        ))}
      </ol>
      {sender.sending || sender.locked || results.every((r) => r.hold) ? null : (
        <button type="button" className={cn(button, "mt-3 w-full sm:w-auto", buttonStyles.primary)} onClick={send}>
          {copy.sendNow}
        </button>
      )}
      <ConfirmDialog
        question={copy.withdrawQuestion}
        open={withdrawing !== null}
        onAnswer={(confirmed) => {
          if (confirmed && withdrawing) updateKeptResults((list) => withdrawResult(list, withdrawing.key));
          setWithdrawing(null);
        }}
      />
    </section>
  );
}

/** One of a waiting result's choices (a phone-sized target). */
function ChoiceButton({
  look,
  onClick,
  children,
}: {
  look: keyof typeof buttonStyles;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={cn(button, buttonStyles[look])} onClick={onClick}>
      {children}
    </button>
  );
}

function HoldText({ result }: { result: KeptResult }) {
  const hold = result.hold!;
  const text =
    hold.kind === "conflict"
      ? copy.conflict(heldScoreText(result, hold.current), keptScoreText(result))
      : hold.kind === "moved"
        ? copy.moved(hold.when)
        : hold.kind === "gone"
          ? copy.gone
          : copy.refused(hold.message);
  return <p className="mt-2 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">{text}</p>;
}
