import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(os.tmpdir(), `ef-e2e-${PORT}`);
/** A PostgreSQL server for the tests that look at stored rows or break the database. */
export const E2E_PG_URL = process.env.E2E_PG_URL;
export const E2E_PG_BASE_URL = `http://127.0.0.1:${PORT + 1}`;
/** A new school's site, started clean (`--vacio`): tests/e2e/admin/13-new-school.spec.ts. */
export const E2E_EMPTY_BASE_URL = `http://127.0.0.1:${PORT + 2}`;
const emptyDataDir = path.join(os.tmpdir(), `ef-e2e-${PORT + 2}`);
/**
 * The back office's own sites, one per viewport: its tests change the school (a renamed menu, a
 * closed year) while the public tests run, and each viewport's run goes through the year on its own.
 */
const adminSite = (port: number) => ({
  url: `http://127.0.0.1:${port}`,
  port,
  dataDir: path.join(os.tmpdir(), `ef-e2e-${port}`),
});
const ADMIN_SITES = { desktop: adminSite(PORT + 3), phone: adminSite(PORT + 4) };
export const E2E_PG_DATABASE_URL = E2E_PG_URL
  ? Object.assign(new URL(E2E_PG_URL), { pathname: "/ef_e2e" }).toString()
  : undefined;

// Test tools cannot download browsers here: Debian's Chromium, with the flags that keep it off
// the network (shared with the Lighthouse budget).
const CHROMIUM_FLAGS: string[] = JSON.parse(
  fs.readFileSync(new URL("./scripts/chromium-flags.json", import.meta.url), "utf8"),
);
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
};

export const E2E_PASSWORDS = {
  COURSE_PASSWORD_2ESO: "clave-2eso",
  COURSE_PASSWORD_3ESO: "clave-3eso",
  COURSE_PASSWORD_1BACH: "clave-1bach",
  ORGANISER_PASSWORD: "clave-organiza",
  ADMIN_EMAIL: "profe@example.org",
  ADMIN_PASSWORD: "clave-del-profe-e2e",
};

const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_REQUESTS: "off",
  TEACHER_NAME: "Javier",
  // Every test browser writes from 127.0.0.1: the limits are tested in tests/process/protection.test.ts.
  PUBLIC_WRITES_PER_MINUTE: "10000",
  NEW_BROWSER_WRITES_PER_MINUTE: "100000",
  ADDRESS_WRITES_PER_MINUTE: "100000",
  PASSWORD_ATTEMPTS_PER_ADDRESS: "100000",
  PUSH_SUBSCRIPTIONS_PER_ADDRESS: "100000",
  // The notices go to the test's stand-in for a push service, on this machine.
  PUSH_ALLOW_LOOPBACK: "on",
  ...E2E_PASSWORDS,
};

const ADMIN_SPEC = /e2e\/admin\/.+\.spec\.ts$/;
const PHONE_TAG = /@phone/;

export default defineConfig({
  testDir: "tests/e2e",
  // On a 2-core machine two browsers and the servers share the cores: a test of two pages with the
  // accessibility scan took 31 s there in CI; a test's time is not what it checks.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
  },
  // The back-office tests (tests/e2e/admin/) change the school (enrolment open, a course password, a
  // renamed menu, a closed year): each viewport's run has a site of its own and goes one test at a
  // time, one file at a time in their numbers' order, beside the public tests. Listed first, so that
  // they start with the run and the public tests fill the other worker.
  // Every test runs on the desktop; the phone projects run those tagged `@phone` (ON_PHONE_TOO in
  // tests/e2e/fixtures.ts): what a phone lays out or does differently, and every page's first screen.
  projects: [
    {
      name: "admin-desktop",
      testMatch: ADMIN_SPEC,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: ADMIN_SITES.desktop.url },
    },
    {
      name: "admin-phone",
      testMatch: ADMIN_SPEC,
      grep: PHONE_TAG,
      workers: 1,
      use: { ...devices["Pixel 7"], launchOptions, baseURL: ADMIN_SITES.phone.url },
    },
    { name: "desktop", testIgnore: ADMIN_SPEC, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", testIgnore: ADMIN_SPEC, grep: PHONE_TAG, use: { ...devices["Pixel 7"], launchOptions } },
  ],
  webServer: [
    {
      command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && node build/server/index.js`,
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(PORT), DATA_DIR: dataDir, PGLITE_FSYNC: "off" },
    },
    ...Object.values(ADMIN_SITES).map((site) => ({
      command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && node build/server/index.js`,
      url: `${site.url}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(site.port), DATA_DIR: site.dataDir, PGLITE_FSYNC: "off" },
    })),
    {
      command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && node build/server/index.js --vacio`,
      url: `${E2E_EMPTY_BASE_URL}/healthz`,
      reuseExistingServer: false,
      // Five first starts at once on a 2-core machine.
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(PORT + 2), DATA_DIR: emptyDataDir, PGLITE_FSYNC: "off" },
    },
    ...(E2E_PG_URL
      ? [
          {
            command: "node scripts/e2e-pg-server.mjs",
            url: `${E2E_PG_BASE_URL}/healthz`,
            reuseExistingServer: false,
            timeout: 120_000,
            // The tests on this server change the database behind the site's back (SQL), which the
            // page cache cannot see: it renders every page afresh.
            env: {
              ...serverEnv,
              PORT: String(PORT + 1),
              E2E_PG_URL,
              E2E_PG_DATABASE: "ef_e2e",
              PAGE_CACHE_SECONDS: "0",
            },
          },
        ]
      : []),
  ],
});
