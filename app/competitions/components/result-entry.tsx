import { controlClass } from "~/platform/components/control-class";
import { GatePasswordField } from "~/platform/components/field";
import { type FormEvent, type ReactNode, useId } from "react";
import { Form } from "react-router";
import { StaticFormNotice } from "~/platform/components/static-form-notice";
import { matchScoreText } from "~/competitions/copy/decided-scores";
import { tieDeciderCopy } from "~/competitions/copy/tie-deciders";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import { RESULT_ENTRY_COPY } from "~/competitions/copy/result-entry";
import { typedValueOf } from "~/platform/domain/form-answer";
import { JS_FIELD } from "~/platform/domain/form-fields";
import {
  type ResultAnswer,
  type ResultEntryAccess,
  resultFormKey,
  validateKnockoutResult,
  validateMatchResult,
} from "~/competitions/domain/match-result";
import { SPORTS, type SportKind } from "~/competitions/domain/championships";
import { toast } from "~/platform/hooks/use-toast";
import { cn } from "~/platform/lib/cn";
import type { CompetitionMatch } from "~/competitions/domain/competition-page";
import type { KeptScores } from "~/competitions/domain/kept-results";

const copy = RESULT_ENTRY_COPY;

const buttonClass =
  "inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-wait disabled:opacity-70";

type FormTag = typeof Form;

/**
 * The two steps of the result dialog: the organiser password, then the two scores.
 * The same markup serves the dialog (JavaScript, through a fetcher) and the in-page form
 * (without JavaScript, through the page's action).
 */
export function ResultEntrySteps({
  match,
  sport,
  answer,
  pending,
  FormTag,
  withJavaScript,
  access,
  wrapSubmit = (button) => button,
  onSave,
  onUnlock,
  refusedPasswords = 0,
  typed,
}: {
  match: CompetitionMatch;
  sport: SportKind;
  answer: ResultAnswer | undefined;
  pending: boolean;
  FormTag: FormTag;
  withJavaScript: boolean;
  /** A staff account or today's organiser pass: no password step (the server checks either). */
  access: ResultEntryAccess;
  /** In the dialog: puts a 'Cancelar' beside each step's button. */
  wrapSubmit?: (button: ReactNode) => ReactNode;
  /**
   * In the dialog: takes the checked scores instead of the form's post (they are kept on the phone
   * first, then sent: docs/decisions/044).
   */
  onSave?: (scores: KeptScores) => void;
  /** In the dialog: takes the typed password instead of the form's post. */
  onUnlock?: (password: string) => void;
  /** In the dialog: how many passwords were refused; each empties the field and puts the focus back in it. */
  refusedPasswords?: number;
  /** Scores typed earlier and still on the phone, shown instead of the saved ones, with a line that says so. */
  typed?: { scores: KeptScores; note: string };
}) {
  const id = useId();
  const pass = answer?.reply?.stage === "unlocked" ? answer.reply.pass : undefined;
  // An answer that locked the form (the day's pass ended) asks for the password again.
  const unlocked = (access !== "password" && answer?.reply?.stage !== "locked") || Boolean(pass);
  const action = `?partido=${match.id}`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="partido" value={match.id} />
      {withJavaScript ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
    </>
  );

  if (!unlocked) {
    const onUnlockSubmit = (event: FormEvent<HTMLFormElement>) => {
      if (!onUnlock) return;
      event.preventDefault();
      onUnlock(String(new FormData(event.currentTarget).get("password") ?? ""));
    };
    return (
      <FormTag method="post" action={action} className="space-y-4" onSubmit={onUnlockSubmit}>
        {hidden("unlock")}
        <p className="text-sm text-slate-700">{copy.lockedDescription}</p>
        <GatePasswordField
          id={`${id}-password`}
          label={copy.password}
          resetKey={`${answer?.notice?.id ?? "first"}-${refusedPasswords}`}
          focus={Boolean(answer) || refusedPasswords > 0}
          autoFocusMark
        />
        {wrapSubmit(
          <button
            type="submit"
            disabled={pending}
            className={cn(buttonClass, "w-full bg-teal-800 text-white hover:bg-teal-900")}
          >
            {pending ? copy.checking : copy.unlock}
          </button>,
        )}
      </FormTag>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!withJavaScript) return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const check = match.knockout
      ? validateKnockoutResult(sport, field("team1"), field("team2"), field("penalties1"), field("penalties2"))
      : validateMatchResult(sport, field("team1"), field("team2"));
    // Checked here first so a typo gets its notice at once; the server checks again anyway.
    if (!check.ok) {
      event.preventDefault();
      toast({ ...check.notice, variant: "destructive" });
      return;
    }
    if (onSave) {
      event.preventDefault();
      onSave({
        team1: field("team1"),
        team2: field("team2"),
        penalties1: field("penalties1"),
        penalties2: field("penalties2"),
      });
    }
  };
  const current = match.played ? matchScoreText(sport, match) : null;
  const decider = tieDeciderCopy(sport);
  return (
    <FormTag method="post" action={action} className="space-y-4" onSubmit={onSubmit} noValidate={withJavaScript}>
      {hidden("save")}
      {pass ? <input type="hidden" name="pass" value={pass} /> : null}
      <p className="text-sm text-slate-700">
        {access === "account"
          ? copy.signedInDescription
          : access === "day-pass" && !pass
            ? copy.dayPassDescription
            : copy.unlockedDescription}
      </p>
      {pass ? <p className="text-sm text-slate-700">{copy.dayPassGranted}</p> : null}
      {current && !typed ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{copy.current(current)}</p>
      ) : null}
      {typed ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{typed.note}</p> : null}
      <div className="grid grid-cols-2 gap-4">
        {(["team1", "team2"] as const).map((side, i) => (
          // A label over two lines (a long team name) pushes its box no lower than the other: both sit at the bottom.
          <div key={`${side}-${answer?.notice?.id ?? "first"}`} className="flex flex-col justify-end">
            <label htmlFor={`${id}-${side}`} className="mb-auto block text-sm font-semibold text-slate-800">
              {copy.scoreLabel(side === "team1" ? match.team1 : match.team2)}
            </label>
            <input
              id={`${id}-${side}`}
              name={side}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              data-result-autofocus={i === 0 ? "" : undefined}
              autoFocus={i === 0}
              defaultValue={
                typedValueOf(answer, side) ??
                typed?.scores[side] ??
                (match.played ? String(side === "team1" ? match.team1Score : match.team2Score) : "")
              }
              className={cn(controlClass, "text-center text-2xl font-bold tabular-nums")}
            />
          </div>
        ))}
      </div>
      {match.knockout && SPORTS[sport].decider ? (
        <fieldset className="rounded-lg border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{decider.legend}</legend>
          <p className="text-sm text-slate-700">{decider.hint}</p>
          <div className="mt-2 grid grid-cols-2 gap-4">
            {(["penalties1", "penalties2"] as const).map((name, i) => (
              <div key={`${name}-${answer?.notice?.id ?? "first"}`} className="flex flex-col justify-end">
                <label htmlFor={`${id}-${name}`} className="mb-auto block text-sm font-semibold text-slate-800">
                  {decider.label(i === 0 ? match.team1 : match.team2)}
                </label>
                <input
                  id={`${id}-${name}`}
                  name={name}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={
                    typedValueOf(answer, name) ??
                    typed?.scores[name] ??
                    (match.penalties ? String(i === 0 ? match.penalties.team1 : match.penalties.team2) : "")
                  }
                  className={cn(controlClass, "text-center tabular-nums")}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      {wrapSubmit(
        <button
          type="submit"
          disabled={pending}
          className={cn(buttonClass, "w-full bg-teal-800 text-white hover:bg-teal-900")}
        >
          {pending ? copy.saving : copy.save}
        </button>,
      )}
    </FormTag>
  );
}

/**
 * Without JavaScript: the same steps in the page, under the fixtures, for the match in `?partido=`
 * (`pageAnswer`: the page's action answer, used when it is this match's).
 */
export function InlineResultEntry({
  match,
  sport,
  pageAnswer,
  access,
}: {
  match: CompetitionMatch;
  sport: SportKind;
  pageAnswer: ResultAnswer | undefined;
  access: ResultEntryAccess;
}) {
  const answer = pageAnswer?.form === resultFormKey(match.id) ? pageAnswer : undefined;
  return (
    <section
      id="resultado"
      aria-labelledby="resultado-titulo"
      className="mt-6 rounded-2xl border-2 border-teal-700 bg-white p-6 shadow-lg"
    >
      <h3 id="resultado-titulo" className="text-xl font-semibold text-slate-900">
        {copy.title}: {match.team1} {TOURNAMENT_COPY.versus} {match.team2}
      </h3>
      <div className="mt-4">
        <StaticFormNotice notice={answer?.notice ?? null} />
        <ResultEntrySteps
          match={match}
          sport={sport}
          answer={answer}
          pending={false}
          FormTag={Form}
          withJavaScript={false}
          access={access}
        />
      </div>
    </section>
  );
}
