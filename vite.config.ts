import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve("app") } },
  build: {
    sourcemap: false,
    // One server bundle (issue 49): the Node server (server/index.ts) is the server build's entry and
    // imports the app through `virtual:react-router/server-build`, so every module of app/ is in
    // build/server once, shared by the server's steps and the routes.
    rollupOptions: isSsrBuild ? { input: "server/index.ts" } : undefined,
  },
  // The server bundle takes in the icon set and the dialog primitives rather than importing them
  // from node_modules at start: lucide-react's index loads every icon (≈180 ms of a warm start
  // for the few dozen the pages draw), Radix's packages ≈60 ms (issue 33).
  ssr: { noExternal: ["lucide-react", /^@radix-ui\//] },
}));
