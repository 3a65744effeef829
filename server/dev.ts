/**
 * `npm run dev`: the same server (./main.ts), loaded by Vite with the app, so the server's steps
 * and the routes share one copy of every module (as in the built bundle) and a change to either is
 * picked up on the next request.
 */
import fs from "node:fs";
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import type * as ServerMain from "./main";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "development";

const vite = await createServer({ server: { middlewareMode: true } });
const { main } = (await vite.ssrLoadModule("/server/main.ts")) as typeof ServerMain;
main({
  embeddedDatabase: null,
  entry: "",
  dev: {
    middlewares: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
