import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve("app") } },
  // The bundler's timing report is for whoever tunes the build, not for a teacher's first start.
  build: { sourcemap: false, rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    ssr: {
      build: {
        // One server bundle: the Node server (server/index.ts) is the server build's entry and
        // imports the app through `virtual:react-router/server-build`, so every module of app/ is in
        // build/server once, shared by the server's steps and the routes.
        rollupOptions: {
          input: "server/index.ts",
          // A dynamic import the server also imports statically splits nothing on the server, and
          // needs not to: the pages' own chunks are the client build's.
          onwarn(warning, warn) {
            if (warning.code !== "INEFFECTIVE_DYNAMIC_IMPORT") warn(warning);
          },
        },
      },
    },
  },
  // The server bundle takes in the icon set and the dialog primitives rather than importing them
  // from node_modules at start: lucide-react's index loads every icon (≈180 ms of a warm start
  // for the few dozen the pages draw), Radix's packages ≈60 ms.
  ssr: { noExternal: ["lucide-react", /^@radix-ui\//] },
});
