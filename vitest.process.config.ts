import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests that start the built server as real processes (kill -9, locks, shutdown). They need
// `npm run build` first; `npm test` does that. A test whose subject is not the first start copies
// the run's prepared data directory (tests/helpers/data-dir-template.ts).
export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["tests/process/**/*.test.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: ["tests/helpers/data-dir-template.ts"],
  },
});
