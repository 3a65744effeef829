/**
 * The server's entry, and the entry of the one server bundle (build/server/index.js): the app's
 * routes come into it through `virtual:react-router/server-build` (./main.ts). Before the rest of
 * the server loads (half a second of modules on the main thread), the embedded database's
 * WebAssembly starts compiling on V8's background threads. The server's image child is
 * this entry too, with its flag. Development starts from ./dev.ts instead.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { compileEmbeddedDatabase } from "../app/platform/server/embedded-database-code.server";
import { IMAGE_WORK_FLAG, serveImageWork } from "../app/images/index.server";
import { EMPTY_SITE_FLAG, PREPARE_DATABASE_FLAG } from "./first-start-child";

// The server's image child (app/images/server/image-child.server.ts): the image library and nothing else.
if (process.argv.includes(IMAGE_WORK_FLAG)) serveImageWork();
else await startServer();

async function startServer() {
  // A .env file beside package.json is read if present (values already in the environment win).
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  // `npm start -- --vacio`: a new school's clean first start; the first start's child inherits it.
  if (process.argv.includes(EMPTY_SITE_FLAG)) process.env.EMPTY_SITE = "on";
  const embeddedDatabase = !process.env.DATABASE_URL ? compileEmbeddedDatabase() : null;

  const { main, prepareDatabase } = await import("./main");
  // A new site's first start makes its embedded database in a child process (./first-start-child.ts).
  const start = process.argv.includes(PREPARE_DATABASE_FLAG)
    ? prepareDatabase({ embeddedDatabase })
    : main({ embeddedDatabase, entry: fileURLToPath(import.meta.url) });
  start.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
