import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, competitions, tournamentMatches } from "../../../db/schema";
import type { FormAnswer } from "../../../app/platform/domain/form-answer";
import * as competitionsPanel from "../../../app/routes/admin/campeonatos/index";
import * as tournamentEditor from "../../../app/routes/admin/campeonatos/competition";
import * as competition from "../../../app/routes/campeonatos/hub/competition";
import { call, post, status, body, refusal, openPanel, type Fn, type Editing } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("the knockout stage", () => {
  it("draws a knockout from the group tables: winners go through as results are saved, a draw needs penalties, the final crowns a champion", async () => {
    type Knockout = {
      ties: {
        code: string;
        label: string;
        home: string | null;
        away: string | null;
        homeFrom: { of: string } | null;
        matchId: number | null;
        date: string;
        winner: string | null;
      }[];
      champion: string | null;
    };
    type Page = {
      knockout: Knockout | null;
      groups: { label: string; standings: { name: string; pts: number }[] }[];
      matches: {
        id: number;
        team1: string;
        team2: string;
        date: string;
        played: boolean;
        knockout: boolean;
        penalties: { team1: number; team2: number } | null;
      }[];
    };
    const created = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      {
        intent: "createCompetition",
        name: "Copa de Invierno",
        sport: "futbol",
        category: "mixto",
        format: "groups-knockout",
      },
      adminCookie,
    );
    expect(status(created)).toBe(302);
    const cup = "/admin/campeonatos/copa-de-invierno";
    const page = async () => body<Page>(await call(competition.loader as Fn, "/campeonatos/mantecup/copa-de-invierno"));
    const editing = async () =>
      (await call(tournamentEditor.loader as Fn, cup, { cookie: adminCookie })) as Editing & {
        groups: { id: number; label: string }[];
        matches: { id: number; knockout: boolean }[];
      };
    for (const code of ["A", "B"])
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "addGroup", code, label: `Grupo ${code}` },
            adminCookie,
          ),
        ),
      ).toBe(302);
    const groups = (await editing()).groups;
    for (const [g, group] of groups.entries()) {
      for (const n of [1, 2, 3])
        expect(
          status(
            await post(
              tournamentEditor.action as Fn,
              cup,
              { intent: "addTeam", name: `${"AB"[g]}${n}`, groupId: String(group.id) },
              adminCookie,
            ),
          ),
        ).toBe(302);
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "generateFixtures", groupId: String(group.id), start: "2027-01-11", time: "11:15", courts: "1" },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    // The knockout draw offers the courts the groups were given (it offered 2).
    expect(((await editing()) as { courts?: number }).courts).toBe(1);
    // One court: the second group's matches come after the first's, never on the same court at the same time.
    const days = (
      await handle.db
        .select({ day: tournamentMatches.day })
        .from(tournamentMatches)
        .where(eq(tournamentMatches.competitionSlug, "copa-de-invierno"))
    ).map((m) => m.day);
    expect(new Set(days).size).toBe(6);
    // A team cannot come on its day: its match swaps day and time with another pending one.
    const [firstMatch, secondMatch] = (await page()).matches;
    const swapped = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "swapMatches", first: String(firstMatch!.id), second: String(secondMatch!.id) },
      adminCookie,
    );
    expect(status(swapped)).toBe(302);
    const afterSwap = (await page()).matches;
    expect(afterSwap.find((m) => m.id === firstMatch!.id)?.date).toBe("Martes, 12 de enero de 2027");
    expect(afterSwap.find((m) => m.id === secondMatch!.id)?.date).toBe("Lunes, 11 de enero de 2027");
    expect(afterSwap[0]?.id).toBe(secondMatch!.id);
    const draw = { intent: "drawKnockout", start: "2027-01-21", time: "11:15", thirdPlace: "on" };
    // Days far from the school year are refused in Spanish, by field, with no 500.
    const before = await handle.db.$count(tournamentMatches);
    for (const [fields, field] of [
      [
        { intent: "generateFixtures", groupId: String(groups[0]!.id), start: "9999-12-28", time: "11:15", courts: "1" },
        "start",
      ],
      [{ ...draw, evenIfUnfinished: "on", start: "9999-12-31" }, "start"],
      [{ ...draw, evenIfUnfinished: "on", start: "0001-01-01" }, "start"],
      [{ intent: "updateMatch", id: String(firstMatch!.id), day: "0001-01-01", time: "11:15" }, "day"],
    ] as const) {
      const answer = await post(tournamentEditor.action as Fn, cup, fields, adminCookie);
      expect(status(answer), JSON.stringify(fields)).toBe(400);
      expect(body<FormAnswer>(answer).result.error?.[field]?.[0], JSON.stringify(fields)).toMatch(
        /^Elige un día que exista, entre \d{4} y \d{4}\./,
      );
    }
    expect(await handle.db.$count(tournamentMatches)).toBe(before);
    // Not before the groups are over, unless the teacher says so.
    const early = await post(tournamentEditor.action as Fn, cup, draw, adminCookie);
    expect(status(early)).toBe(409);
    expect(refusal(early).formError).toBe(
      "Quedan 6 partidos de grupo por jugar: marca «Sortear aunque queden partidos» para sortear ya.",
    );
    // Every group match: the team with the lower number wins (A1 and B1 top their groups, A2 and B2 second).
    const teamNumber = (name: string) => Number(name.slice(1));
    for (const m of (await page()).matches) {
      const [a, b] = teamNumber(m.team1) < teamNumber(m.team2) ? ["2", "0"] : ["0", "2"];
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "result", id: String(m.id), team1: a, team2: b },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    const playedSwap = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "swapMatches", first: String(firstMatch!.id), second: String(secondMatch!.id) },
      adminCookie,
    );
    expect(status(playedSwap)).toBe(409);
    expect(refusal(playedSwap).formError).toBe(
      "Solo se intercambian partidos pendientes: uno de los dos ya tiene resultado.",
    );
    expect(status(await post(tournamentEditor.action as Fn, cup, draw, adminCookie))).toBe(302);
    let knockout = (await page()).knockout!;
    // Thursday 21 January 2027, then Friday 22 for the final and the match for third place.
    expect(knockout.ties.map((t) => `${t.code}: ${t.home ?? t.homeFrom?.of} – ${t.away ?? "?"} · ${t.date}`)).toEqual([
      "SF1: A1 – B2 · Jueves, 21 de enero de 2027",
      "SF2: B1 – A2 · Jueves, 21 de enero de 2027",
      "3P: Semifinal 1 – ? · Viernes, 22 de enero de 2027",
      "F: Semifinal 1 – ? · Viernes, 22 de enero de 2027",
    ]);
    expect(knockout.ties.filter((t) => t.matchId !== null).map((t) => t.code)).toEqual(["SF1", "SF2"]);
    // The knockout's matches count for no table.
    const tables = (await page()).groups;
    const [sf1, sf2] = knockout.ties.map((t) => t.matchId!) as [number, number];

    // A draw in a knockout needs its penalties, in the panel as in the dialog.
    const noPenalties = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "result", id: String(sf1), team1: "1", team2: "1" },
      adminCookie,
    );
    expect(status(noPenalties)).toBe(400);
    expect(refusal(noPenalties).formError).toBe(
      "Resultado no válido: En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).",
    );
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(sf1), team1: "1", team2: "1", penalties1: "3", penalties2: "4" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const dialogDraw = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/copa-de-invierno",
      { intent: "save", partido: String(sf2), team1: "0", team2: "0", _js: "1" },
      adminCookie,
    );
    expect(status(dialogDraw)).toBe(400);
    expect(body<FormAnswer>(dialogDraw).notice?.description).toBe(
      "En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).",
    );
    const dialogSaved = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/copa-de-invierno",
      { intent: "save", partido: String(sf2), team1: "3", team2: "1", _js: "1" },
      adminCookie,
    );
    expect(body<FormAnswer>(dialogSaved).reply?.stage).toBe("saved");
    // A knockout match has no table: the notice says the bracket moved on.
    expect(body<FormAnswer>(dialogSaved).notice).toMatchObject({
      title: "¡Resultado Actualizado!",
      description: "El cuadro de la fase final ha sido actualizado.",
    });

    knockout = (await page()).knockout!;
    expect(knockout.ties.map((t) => `${t.code}: ${t.home} – ${t.away}${t.winner ? ` → ${t.winner}` : ""}`)).toEqual([
      "SF1: A1 – B2 → B2",
      "SF2: B1 – A2 → B1",
      "3P: A1 – A2",
      "F: B2 – B1",
    ]);
    expect((await page()).matches.find((m) => m.id === sf1)?.penalties).toEqual({ team1: 3, team2: 4 });
    expect((await page()).groups).toEqual(tables);
    expect(knockout.champion).toBeNull();
    const final = knockout.ties.find((t) => t.code === "F")!.matchId!;
    const thirdPlace = knockout.ties.find((t) => t.code === "3P")!.matchId!;

    // The final day: the final at 11:15, the match for third place at 11:30. Every list is in time
    // order, and a knockout match says its round.
    for (const [id, time] of [
      [thirdPlace, "11:30"],
      [final, "11:15"],
    ] as const)
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "updateMatch", id: String(id), day: "2027-01-22", time },
            adminCookie,
          ),
        ),
      ).toBe(302);
    const lastDay = (await page()).matches.filter((m) => m.date === "Viernes, 22 de enero de 2027");
    expect(lastDay.map((m) => [m.id, (m as { round?: string | null }).round])).toEqual([
      [final, "Final"],
      [thirdPlace, "Tercer puesto"],
    ]);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(final), team1: "2", team2: "1" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect((await page()).knockout!.champion).toBe("B2");

    // A correction that would change who played the final is refused, and nothing changes.
    const rewrite = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "result", id: String(sf1), team1: "2", team2: "0" },
      adminCookie,
    );
    expect(status(rewrite)).toBe(409);
    expect(refusal(rewrite).formError).toBe(
      "El partido siguiente de la fase final ya tiene resultado: déjalo pendiente antes de cambiar este.",
    );
    const [kept] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, sf1));
    expect(kept).toMatchObject({ team1Score: 1, team2Score: 1, team1Penalties: 3, team2Penalties: 4 });
    // Drawing again, deleting a knockout match or undoing the draw is refused once it has results.
    expect(status(await post(tournamentEditor.action as Fn, cup, draw, adminCookie))).toBe(409);
    expect(
      status(await post(tournamentEditor.action as Fn, cup, { intent: "deleteMatch", id: String(final) }, adminCookie)),
    ).toBe(409);
    expect(status(await post(tournamentEditor.action as Fn, cup, { intent: "deleteKnockout" }, adminCookie))).toBe(409);

    // With the final back to pending, the semifinal can change: the final's teams follow.
    expect(
      status(await post(tournamentEditor.action as Fn, cup, { intent: "clearResult", id: String(final) }, adminCookie)),
    ).toBe(302);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(sf1), team1: "2", team2: "0" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    knockout = (await page()).knockout!;
    expect(knockout.ties.find((t) => t.code === "F")).toMatchObject({ home: "A1", away: "B1", matchId: final });
    expect(knockout.champion).toBeNull();
    const audit = await handle.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, "copa-de-invierno"));
    expect(audit.map((a) => a.action)).toContain("Fase final sorteada");
    expect(audit.find((a) => a.action === "Fase final sorteada")?.details).toBe(
      "4 eliminatorias desde 2027-01-21, con tercer puesto",
    );
    await handle.db.delete(competitions).where(eq(competitions.slug, "copa-de-invierno"));
  });
});
