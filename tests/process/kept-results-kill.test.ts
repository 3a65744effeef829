import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSql } from "../helpers/postgres";
import { type RunningServer, startServer, UNLIMITED_CLIENT_ENV } from "../helpers/server-process";
import { matchWhen, newSubmissionKey } from "../../app/competitions/domain/kept-results";

// Organisers' phones send the results they kept without signal (docs/decisions/044) and the server is
// killed (SIGKILL) in the middle of the burst, then started again. Each phone does what the page
// does: one result at a time, in order, forgetting one only when the server said it is saved, and
// sending the rest (the one whose answer was lost included) once the site answers again.
const PG_URL = process.env.PROCESS_PG_URL;
const PASSWORD = "clave-organiza";
const COMPETITIONS = ["futbol-masculino", "futbol-femenino"];

type Kept = { slug: string; matchId: number; key: string; fields: Record<string, string> };

describe.runIf(PG_URL)("results kept on phones, sent while the server is killed", () => {
  const database = `ef_kept_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const url = Object.assign(new URL(PG_URL ?? "postgres://x/y"), { pathname: `/${database}` }).toString();
  const env = { ...UNLIMITED_CLIENT_ENV, DATABASE_URL: url, ORGANISER_PASSWORD: PASSWORD, BACKUP_HOUR: "off" };
  let site: RunningServer;

  beforeAll(async () => {
    await runSql(PG_URL!, `create database ${database}`);
    site = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    if (site && site.child.exitCode === null) {
      site.child.kill("SIGTERM");
      await site.exited;
    }
    await runSql(PG_URL!, `drop database if exists ${database} with (force)`);
  });

  it("saves every result once, none lost and none doubled", async () => {
    const pending = await runSql<{
      id: number;
      competition_slug: string;
      day: string | null;
      date: string;
      time: string | null;
    }>(
      url,
      `select id, competition_slug, to_char(day, 'YYYY-MM-DD') as day, date, time from tournament_matches
        where competition_slug = any($1) and team1_score is null order by id`,
      [COMPETITIONS],
    );
    expect(pending.length).toBeGreaterThanOrEqual(12);
    const phones = COMPETITIONS.map((slug) =>
      pending
        .filter((m) => m.competition_slug === slug)
        .map((m, i): Kept => ({
          slug,
          matchId: m.id,
          key: newSubmissionKey(),
          fields: {
            intent: "save",
            partido: String(m.id),
            team1: String(i % 5),
            team2: String((i + 2) % 4),
            anotado: new Date(Date.now() - 60_000).toISOString(),
            visto: "",
            cuando: matchWhen(m),
          },
        })),
    );
    const cookies = new Map<string, string>();
    let confirmed = 0;
    let killed = false;

    async function unlock(slug: string) {
      const answer = await fetch(`${site.url}/campeonatos/mantecup/${slug}/resultados`, {
        method: "POST",
        body: new URLSearchParams({ intent: "unlock", password: PASSWORD }),
      });
      expect(answer.status).toBe(200);
      cookies.set(slug, answer.headers.get("set-cookie")!.split(";")[0]!);
    }

    /** One phone's run: in order, stopping at the first send without an answer. */
    async function sendAll(queue: Kept[]) {
      while (queue.length > 0) {
        const next = queue[0]!;
        let answer: { outcome: string };
        try {
          const response = await fetch(
            `${site.url}/campeonatos/mantecup/${next.slug}/resultados?partido=${next.matchId}`,
            {
              method: "POST",
              headers: { Cookie: cookies.get(next.slug) ?? "" },
              body: new URLSearchParams({ ...next.fields, clave: next.key }),
              signal: AbortSignal.timeout(10_000),
            },
          );
          answer = (await response.json()) as { outcome: string };
        } catch {
          return;
        }
        if (answer.outcome === "locked") {
          await unlock(next.slug);
          continue;
        }
        expect(answer.outcome).toBe("saved");
        queue.shift();
        confirmed += 1;
        // The server dies while both phones are sending: the other's send may be half done.
        if (confirmed === 4 && !killed) {
          killed = true;
          site.child.kill("SIGKILL");
        }
      }
    }

    for (const slug of COMPETITIONS) await unlock(slug);
    const queues = phones.map((list) => [...list]);
    await Promise.all(queues.map(sendAll));
    expect(killed).toBe(true);
    await site.exited;
    const left = queues.reduce((sum, q) => sum + q.length, 0);
    expect(left).toBeGreaterThan(0);

    site = await startServer(env);
    await Promise.all(queues.map(sendAll));
    expect(queues.every((q) => q.length === 0)).toBe(true);

    const all = phones.flat();
    const rows = await runSql<{ submission_key: string; match_id: number; times: number }>(
      url,
      `select submission_key, match_id, count(*)::int as times from match_result_changes
        where submission_key = any($1) group by 1, 2`,
      [all.map((r) => r.key)],
    );
    expect(rows).toHaveLength(all.length);
    expect(rows.every((r) => r.times === 1)).toBe(true);
    const scores = await runSql<{ id: number; team1_score: number; team2_score: number }>(
      url,
      `select id, team1_score, team2_score from tournament_matches where id = any($1)`,
      [all.map((r) => r.matchId)],
    );
    for (const result of all) {
      const row = scores.find((s) => s.id === result.matchId)!;
      expect([row.team1_score, row.team2_score]).toEqual([Number(result.fields.team1), Number(result.fields.team2)]);
    }
  }, 180_000);
});
