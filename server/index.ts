/**
 * The server's entry. Before the rest of the server loads (half a second of modules on the main
 * thread), the embedded database's WebAssembly starts compiling on V8's background threads (issue
 * 33); ./main.ts starts the site.
 */
import fs from "node:fs";
import { compileEmbeddedDatabase } from "../app/server/embedded-database-code.server";

const dev = process.argv.includes("--dev");
// A .env file beside package.json is read if present (values already in the environment win).
if (fs.existsSync(".env")) process.loadEnvFile(".env");
if (dev) process.env.NODE_ENV ??= "development";
const embeddedDatabase = !dev && !process.env.DATABASE_URL ? compileEmbeddedDatabase() : null;

const { main } = await import("./main");
main({ dev, embeddedDatabase }).catch((error) => {
  console.error(error);
  process.exit(1);
});
