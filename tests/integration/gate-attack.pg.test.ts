import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { checkGatePassword, setGatePassword } from "../../app/people/server/gates.server";
import { type Client, DEFAULT_CLIENT_LIMITS } from "../../app/platform/server/rate-limit.server";
import * as signInPage from "../../app/routes/admin/entrar";
import { upsertStaffAccount } from "../../app/people/server/staff.server";
import { hashPassword } from "../../app/people/server/passwords.server";
import { testContext } from "../helpers/app-context";
import { callRoute, type RouteFunction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

/**
 * A script at the school's address guessing the 2º ESO password whenever its wait ends,
 * for 15 minutes (the clock is the test's), while a pupil whose browser visited the site before
 * types the right password. The script must get no more checks than the address's budget, however
 * it rotates identities; the pupil must get in at once.
 */
const SCHOOL = "198.51.100.20";
/** 900 guesses and their checks, one after another: 15–35 s on a 2-core machine (its time is not what the test checks). */
const SCRIPT_TIMEOUT = 120_000;
const GATE = "course:2-eso" as const;
const RIGHT = "pizarra-verde-42";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await setGatePassword(handle.db, GATE, RIGHT);
});
afterAll(async () => {
  await handle?.close();
});

let identities = 0;
const scriptClients: Record<string, () => Client> = {
  "without cookies": () => ({ ip: SCHOOL, browserId: null }),
  "with a new identity each time": () => ({ ip: SCHOOL, browserId: `script-${identities++}`, established: false }),
};

describe("a script guessing a course password at the school's address", () => {
  for (const [index, [how, client]] of Object.entries(scriptClients).entries()) {
    it(
      `${how}: at most 60 checks in 15 minutes, while a pupil who visited before opens the gate each time at once`,
      async () => {
        // Each case on its own day: yesterday's counts are long forgotten.
        const start = Date.UTC(2027, 0, 25 + index, 11, 15);
        let checks = 0;
        let pupilOpened = 0;
        let pupilTries = 0;
        // One guess a second for 15 minutes (900 tries); the pupil tries every 30 s.
        for (let t = 0; t < 15 * 60_000; t += 1000) {
          const outcome = await checkGatePassword(
            handle.db,
            GATE,
            `mala-${t}`,
            client(),
            DEFAULT_CLIENT_LIMITS,
            start + t,
          );
          if (outcome.outcome !== "rate-limited") checks++;
          if (t % 30_000 === 0 && t > 0) {
            pupilTries++;
            const pupil = await checkGatePassword(
              handle.db,
              GATE,
              RIGHT,
              { ip: SCHOOL, browserId: `alumna-${t}`, established: true },
              DEFAULT_CLIENT_LIMITS,
              start + t,
            );
            if (pupil.outcome === "granted") pupilOpened++;
          }
        }
        expect(checks).toBeLessThanOrEqual(DEFAULT_CLIENT_LIMITS.passwordAttemptsPerAddress);
        expect(checks).toBeGreaterThanOrEqual(DEFAULT_CLIENT_LIMITS.passwordAttemptsPerAddress - 1);
        expect(pupilOpened).toBe(pupilTries);
        // A pupil whose browser is new today waits like the script (the price of not telling them apart).
        const newcomer = await checkGatePassword(
          handle.db,
          GATE,
          RIGHT,
          { ip: SCHOOL, browserId: "nuevo", established: false },
          DEFAULT_CLIENT_LIMITS,
          start + 15 * 60_000 - 1000,
        );
        expect(newcomer.outcome).toBe("rate-limited");
      },
      SCRIPT_TIMEOUT,
    );
  }
});

describe("a script that gathered identities and waited until they were established", () => {
  it(
    "uses up the known browsers' pool, while a pupil who visited before it began opens the gate at once",
    async () => {
      const start = Date.UTC(2027, 1, 8, 11, 15);
      // 75 identities fetched at 11:04–11:05, each now older than ten minutes: established.
      const scripts = Array.from({ length: 75 }, (_, i): Client => ({
        ip: SCHOOL,
        browserId: `recogida-${i}`,
        established: true,
        identityIssuedAt: start - 11 * 60_000 + i * 800,
      }));
      const pupil: Client = {
        ip: SCHOOL,
        browserId: "movil-de-lucia",
        established: true,
        identityIssuedAt: start - 3 * 24 * 60 * 60_000,
      };
      let checks = 0;
      // Sixty wrong guesses, one per identity, then every identity again each second for 15 minutes.
      for (let t = 0; t < 15 * 60_000; t += 1000) {
        const script = scripts[(t / 1000) % scripts.length]!;
        if (
          (await checkGatePassword(handle.db, GATE, `mala-${t}`, script, DEFAULT_CLIENT_LIMITS, start + t)).outcome !==
          "rate-limited"
        )
          checks++;
        if (t === 60_000 || t === 7 * 60_000) {
          const opened = await checkGatePassword(handle.db, GATE, RIGHT, pupil, DEFAULT_CLIENT_LIMITS, start + t);
          expect(opened.outcome, `la alumna en el segundo ${t / 1000}`).toBe("granted");
        }
      }
      // The known browsers' pool, then one check for each identity it had not used yet (75 − 60).
      expect(checks).toBeLessThanOrEqual(DEFAULT_CLIENT_LIMITS.passwordAttemptsPerAddress + 15);
      // A browser given its identity after the script's first one, that has not guessed wrong, opens it too.
      const later: Client = {
        ip: SCHOOL,
        browserId: "llego-despues",
        established: true,
        identityIssuedAt: start - 10 * 60_000,
      };
      expect(
        (await checkGatePassword(handle.db, GATE, RIGHT, later, DEFAULT_CLIENT_LIMITS, start + 15 * 60_000 - 500))
          .outcome,
      ).toBe("granted");
    },
    SCRIPT_TIMEOUT,
  );
});

describe("a pupil's script with old cookies at the school's address", () => {
  it(
    "uses up the known browsers' pool with its own cookies; classmates who visited after it still open the gate, every time",
    async () => {
      const start = Date.UTC(2027, 2, 8, 11, 15);
      const aged = (name: string, minutesAgo: number): Client => ({
        ip: SCHOOL,
        browserId: name,
        established: true,
        identityIssuedAt: start - minutesAgo * 60_000,
      });
      // In this order, ten minutes and more before: an elder's visit, the script's own, five classmates', 12 more of the script's.
      const elder = aged("mayor", 3 * 24 * 60);
      const script = [aged("guion", 15), ...Array.from({ length: 12 }, (_, i) => aged(`guion-${i}`, 13))];
      const classmates = Array.from({ length: 5 }, (_, i) => aged(`companera-${i}`, 14));
      // 1 + 12 × 5 + 61 wrong guesses in 56 s.
      const guesses = [script[0]!, ...script.slice(1).flatMap((c) => [c, c, c, c, c]), ...Array(61).fill(script[0])];
      let checks = 0;
      for (const [i, client] of guesses.entries()) {
        const at = start + Math.floor((i * 56_000) / guesses.length);
        const outcome = await checkGatePassword(handle.db, GATE, `mala-${i}`, client, DEFAULT_CLIENT_LIMITS, at);
        if (outcome.outcome !== "rate-limited") checks++;
      }
      expect(checks).toBeLessThanOrEqual(DEFAULT_CLIENT_LIMITS.passwordAttemptsPerAddress);
      // Now, and again after the script's next rounds, within its 15 minutes.
      for (const minute of [1, 5, 12]) {
        for (let i = 0; i < 30; i++)
          await checkGatePassword(
            handle.db,
            GATE,
            `otra-${minute}-${i}`,
            script[i % 13]!,
            DEFAULT_CLIENT_LIMITS,
            start + minute * 60_000,
          );
        const opened = await Promise.all(
          [elder, ...classmates].map(
            async (c) =>
              (await checkGatePassword(handle.db, GATE, RIGHT, c, DEFAULT_CLIENT_LIMITS, start + minute * 60_000 + 500))
                .outcome,
          ),
        );
        expect(opened, `minuto ${minute}`).toEqual(Array(6).fill("granted"));
      }
      // A classmate who types it wrong first is judged with the script's guesses: one guess each, no more.
      const typo = aged("companera-con-errata", 14);
      expect(
        (await checkGatePassword(handle.db, GATE, "pizarra-verde-24", typo, DEFAULT_CLIENT_LIMITS, start + 13 * 60_000))
          .outcome,
      ).toBe("denied");
      expect(
        (
          await checkGatePassword(
            handle.db,
            GATE,
            "otra-mala",
            typo,
            DEFAULT_CLIENT_LIMITS,
            start + 13 * 60_000 + 2_000,
          )
        ).outcome,
      ).toBe("rate-limited");
    },
    SCRIPT_TIMEOUT,
  );

  it("sends many guesses at once from one fresh cookie: one is checked on the first guesses' pool", async () => {
    const start = Date.UTC(2027, 2, 9, 11, 15);
    const aged = (name: string): Client => ({
      ip: SCHOOL,
      browserId: name,
      established: true,
      identityIssuedAt: start - 20 * 60_000,
    });
    // The known browsers' pool used up by 12 identities.
    for (let i = 0; i < 60; i++)
      await checkGatePassword(
        handle.db,
        GATE,
        `mala-${i}`,
        aged(`usada-${i % 12}`),
        DEFAULT_CLIENT_LIMITS,
        start + i * 100,
      );
    const fresh = aged("recien-estrenada");
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkGatePassword(handle.db, GATE, `rafaga-${i}`, fresh, DEFAULT_CLIENT_LIMITS, start + 10_000),
      ),
    );
    expect(burst.filter((o) => o.outcome !== "rate-limited")).toHaveLength(1);
  });
});

describe("wrong sign-ins from another browser at the teacher's address", () => {
  it(
    "do not keep out the teacher, whose browser was here before",
    async () => {
      const passwordHash = await hashPassword("clave-del-profe");
      await handle.db.transaction((tx) =>
        upsertStaffAccount(tx, { email: "profe@ef.test", name: "Profe", role: "admin", passwordHash }),
      );
      const from = (client: Client): AppContext => ({ ...testContext(handle.db), client });
      const attempt = (client: Client, password: string) =>
        callRoute(signInPage.action as RouteFunction, "/admin/entrar", {
          context: from(client),
          fields: { email: "profe@ef.test", password, volver: "/admin" },
        });
      const statusOf = (answer: unknown) =>
        answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200);
      let refused = 0;
      for (let i = 0; i < 40; i++)
        if (statusOf(await attempt({ ip: SCHOOL, browserId: `otro-${i}`, established: false }, `mala-${i}`)) === 429)
          refused++;
      expect(refused).toBeGreaterThan(0);
      expect(
        statusOf(await attempt({ ip: SCHOOL, browserId: "portatil-del-profe", established: true }, "clave-del-profe")),
      ).toBe(302);
    },
    SCRIPT_TIMEOUT,
  );
});
