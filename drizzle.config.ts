import { defineConfig } from "drizzle-kit";

// Migrations are generated (never pushed), committed, and applied automatically at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
