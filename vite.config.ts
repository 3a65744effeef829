import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve("app") } },
  build: { sourcemap: false },
  // The server bundle takes in the icon set and the dialog primitives rather than importing them
  // from node_modules at start: lucide-react's index loads every icon (≈180 ms of a warm start
  // for the few dozen the pages draw), Radix's packages ≈60 ms (issue 33).
  ssr: { noExternal: ["lucide-react", /^@radix-ui\//] },
});
