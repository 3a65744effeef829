import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests sit next to the code they test; integration tests call loaders and actions
// against a fresh database (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set), each a
// copy of the run's prepared templates (tests/helpers/database-templates.ts).
export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/integration/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Each worker loads the app's modules once for all its files, not once per file (1–2 s a file,
    // a third of the suite's time). A file's state is its database and its own context: every
    // integration file opens its own database copy, and nothing is mocked at module level.
    isolate: false,
    globalSetup: ["tests/helpers/database-templates.ts"],
  },
});
