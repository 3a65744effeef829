import { Trophy } from "lucide-react";
import type { MouseEvent } from "react";
import { MatchCard, PendingTieCard, StaticMatchCard } from "~/competitions/components/match-card";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import { KNOCKOUT_ROUNDS } from "~/competitions/domain/knockout";
import type { BracketTie, CompetitionMatch } from "~/competitions/domain/competition-page";
import type { SportKind } from "~/competitions/domain/championships";

const copy = TOURNAMENT_COPY.knockout;

/**
 * The knockout stage as a list of rounds, each under its heading, each tie a match card
 * (it opens the result dialog like any fixture) or, while its teams are not known, where they
 * come from (read-only in a closed year's archive). One column on a phone, a column a round from a tablet up; printed with the tables.
 */
export function KnockoutBracket({
  knockout,
  matches,
  sport,
  onOpen,
}: {
  knockout: { ties: BracketTie[]; champion: string | null };
  matches: readonly CompetitionMatch[];
  sport: SportKind;
  /** Opens the result dialog; without it (a closed year's archive) the cards are not links. */
  onOpen?: (id: number) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const rounds = KNOCKOUT_ROUNDS.map((round) => ({
    round,
    ties: knockout.ties.filter((t) => t.round === round),
  })).filter((r) => r.ties.length > 0);
  return (
    <section aria-labelledby="fase-final">
      <h2 id="fase-final" className="text-2xl font-bold text-slate-900 print:text-sm">
        {copy.heading}
      </h2>
      {knockout.champion ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-xl bg-amber-100 px-4 py-2 text-lg font-bold text-amber-950 print:mt-1 print:bg-white print:p-0 print:text-xs print:text-black">
          <Trophy aria-hidden="true" className="size-5 print:hidden" />
          {copy.champion(knockout.champion)}
        </p>
      ) : null}
      <ol
        className={`mt-4 grid gap-6 print:mt-1 print:gap-1 ${rounds.length > 1 ? "md:grid-cols-2 lg:grid-cols-3 print:grid-cols-3" : ""}`}
      >
        {rounds.map(({ round, ties }) => (
          <li key={round}>
            <h3 className="text-lg font-semibold text-slate-900 print:text-xs">{copy.rounds[round]}</h3>
            <ul className="mt-3 space-y-3 print:mt-0.5 print:space-y-0.5">
              {ties.map((tie) => {
                const match = tie.matchId === null ? undefined : matchById.get(tie.matchId);
                const when = tie.time ? `${tie.date} · ${tie.time}` : tie.date;
                return (
                  <li key={tie.code}>
                    {ties.length > 1 ? (
                      <p className="mb-1 text-sm font-semibold text-slate-700 print:hidden">{tie.label}</p>
                    ) : null}
                    {match && onOpen ? (
                      <MatchCard match={match} sport={sport} onOpen={onOpen(match.id)} />
                    ) : match ? (
                      <StaticMatchCard match={match} sport={sport} />
                    ) : (
                      <PendingTieCard
                        team1={tie.home ?? copy.origin(tie.homeFrom)}
                        team2={tie.away ?? copy.origin(tie.awayFrom)}
                        when={when}
                        location={tie.location ?? null}
                      />
                    )}
                    {tie.winner && tie.round !== "final" ? (
                      <p className="mt-1 text-sm font-semibold text-green-900 print:hidden">
                        {tie.round === "third-place" ? copy.thirdPlace(tie.winner) : copy.goesThrough(tie.winner)}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
