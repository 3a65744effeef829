// Bundles the Node entry (server/) into server-build/index.js. Packages stay external; the
// React Router build is loaded at run time from build/server.
import path from "node:path";
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "server-build/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  alias: { "~": path.resolve("app") },
  logLevel: "warning",
});
