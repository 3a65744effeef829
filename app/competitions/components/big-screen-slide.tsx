import { Trophy } from "lucide-react";
import { decidedScoreText } from "~/competitions/copy/decided-scores";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import type { SportKind } from "~/competitions/domain/championships";
import type { BigScreenSlide, BigScreenTie } from "~/competitions/domain/big-screen";
import type { CompetitionMatch } from "~/competitions/domain/competition-page";
import { cn } from "~/platform/lib/cn";

const copy = TOURNAMENT_COPY.knockout;

/**
 * One slide of the hall's big screen. Sizes are fractions of the screen's height, capped
 * by its width, so that every slide fits a 1920×1080 or a 1280×720 screen whole (the
 * fourth result was cut off at the bottom); a long team name is cut with «…» rather than pushing
 * the rest off the screen.
 */
export function BigScreenSlideBody({
  slide,
  sport,
  difference,
}: {
  slide: BigScreenSlide;
  sport: SportKind;
  /** The table's difference column, as the page names it: [«DG», «Diferencia de goles»]. */
  difference: readonly string[];
}) {
  if (slide.kind === "table") return <TableSlide rows={slide.rows} difference={difference} />;
  if (slide.kind === "bracket") return <BracketSlide rounds={slide.rounds} champion={slide.champion} sport={sport} />;
  return (
    <ul className="mt-[1.5vh] space-y-[1.2vh]">
      {slide.matches.map((match) => (
        <li
          key={match.id}
          className="grid grid-cols-[1fr_auto_1fr] items-center gap-x-[2vw] gap-y-[0.3vh] rounded-2xl bg-slate-800 px-[2vw] py-[0.8vh] text-[min(2.6vw,4vh)] leading-[1.2]"
        >
          <span className="min-w-0 truncate text-right font-semibold">{match.team1}</span>
          <span className="min-w-[12vw] rounded-xl bg-slate-950 px-[1.5vw] text-center font-bold tabular-nums text-amber-300">
            {match.played ? <Score match={match} sport={sport} /> : (match.time ?? "—")}
          </span>
          <span className="min-w-0 truncate font-semibold">{match.team2}</span>
          {slide.kind === "matches" && match.day === null && !match.round ? null : (
            <span className="col-span-3 truncate text-center text-[min(1.6vw,2.4vh)] leading-[1.3] text-slate-300">
              {/* A knockout match is named by its round: the hall sees which one is the final. */}
              {match.round ? <strong className="text-amber-200">{match.round} · </strong> : null}
              {match.date}
              {match.location ? ` · ${match.location}` : ""}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** «2 - 2 (4-3 pen.)», as the competition's page writes it: the hall sees who went through. */
function Score({ match, sport }: { match: CompetitionMatch; sport: SportKind }) {
  return (
    <>
      {match.team1Score} - {match.team2Score}
      {match.penalties ? (
        <span className="ml-[0.5vw] text-[0.6em] text-amber-100">
          {decidedScoreText(sport, match.penalties.team1, match.penalties.team2)}
        </span>
      ) : null}
    </>
  );
}

/** The height a table's rows share (of the screen's), so that a group of many teams fits too. */
const TABLE_ROWS_HEIGHT_VH = 60;

function TableSlide({
  rows,
  difference: [difference, differenceName],
}: {
  rows: Extract<BigScreenSlide, { kind: "table" }>["rows"];
  difference: readonly string[];
}) {
  const fontVh = Math.min(4, (TABLE_ROWS_HEIGHT_VH / Math.max(rows.length, 1) - 0.8) / 1.25);
  return (
    <table
      className="mt-[1.5vh] w-full table-fixed leading-[1.25]"
      style={{ fontSize: `min(2.6vw, ${fontVh.toFixed(2)}vh)` }}
    >
      <thead className="text-[min(1.8vw,2.8vh)] text-slate-300">
        <tr>
          <th scope="col" className="w-[6vw] text-left">
            #
          </th>
          <th scope="col" className="text-left">
            Equipo
          </th>
          <th scope="col" className="w-[9vw] text-right">
            PJ
          </th>
          <th scope="col" className="w-[9vw] text-right">
            <abbr title={differenceName} className="no-underline">
              {difference}
            </abbr>
          </th>
          <th scope="col" className="w-[11vw] text-right">
            Ptos
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-700">
            <td className="py-[0.4vh] text-slate-300">{row.position}</td>
            <th scope="row" className="truncate py-[0.4vh] text-left font-semibold">
              {row.name}
            </th>
            <td className="text-right">{row.pj}</td>
            <td className="text-right">{row.dp > 0 ? `+${row.dp}` : row.dp}</td>
            <td className="text-right font-bold text-amber-300">{row.pts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The knockout stage: a column a round, each tie with its teams (or where they come from) and what it decided. */
function BracketSlide({
  rounds,
  champion,
  sport,
}: Pick<Extract<BigScreenSlide, { kind: "bracket" }>, "rounds" | "champion"> & { sport: SportKind }) {
  return (
    <>
      {champion ? (
        <p className="mt-[1.5vh] inline-flex items-center gap-[1vw] rounded-2xl bg-amber-300 px-[1.5vw] py-[0.5vh] text-[min(2.4vw,4vh)] font-bold text-slate-950">
          <Trophy aria-hidden="true" className="size-[1em]" />
          {copy.champion(champion)}
        </p>
      ) : null}
      <ol
        className="mt-[1.5vh] grid gap-[2vw]"
        style={{ gridTemplateColumns: `repeat(${rounds.length}, minmax(0, 1fr))` }}
      >
        {rounds.map(({ round, ties }) => (
          <li key={round}>
            <h3 className="text-[min(1.8vw,3vh)] font-semibold text-teal-200">{copy.rounds[round]}</h3>
            <ul className="mt-[1vh] space-y-[1.2vh]">
              {ties.map((entry) => (
                <BracketTieCard key={entry.tie.code} {...entry} sport={sport} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}

function BracketTieCard({ tie, match, sport }: BigScreenTie & { sport: SportKind }) {
  const played = match?.played ? match : null;
  const sides = [
    { name: tie.home ?? copy.origin(tie.homeFrom), known: tie.home !== null, score: played?.team1Score },
    { name: tie.away ?? copy.origin(tie.awayFrom), known: tie.away !== null, score: played?.team2Score },
  ];
  const decided = tie.winner
    ? tie.round === "final"
      ? copy.champion(tie.winner)
      : tie.round === "third-place"
        ? copy.thirdPlace(tie.winner)
        : copy.goesThrough(tie.winner)
    : null;
  // The penalties as the page writes them, before what they decided: «(4-3 pen.) Pasa Leones».
  const outcome =
    decided && played?.penalties
      ? `${decidedScoreText(sport, played.penalties.team1, played.penalties.team2)} ${decided}`
      : decided;
  return (
    <li className="rounded-2xl bg-slate-800 px-[1vw] py-[0.8vh] text-[min(1.9vw,3.2vh)] leading-[1.2]">
      {sides.map((side) => (
        <p
          key={side.name}
          className={cn(
            "flex justify-between gap-[1vw]",
            side.known ? "font-semibold" : "text-slate-300",
            tie.winner && side.name === tie.winner && "text-amber-300",
          )}
        >
          <span className="min-w-0 truncate">{side.name}</span>
          {side.score !== undefined ? <span className="font-bold tabular-nums">{side.score}</span> : null}
        </p>
      ))}
      <p className="mt-[0.3vh] truncate text-[min(1.3vw,2.2vh)] leading-[1.3] text-slate-300">
        {outcome ?? [tie.date, tie.time, tie.location].filter(Boolean).join(" · ")}
      </p>
    </li>
  );
}
