// Builds the Node entry (server/) into server-build/index.js with Vite's SSR build, the bundler
// that builds the app: packages stay external (installed in node_modules), the app's own modules
// are bundled; the React Router build is loaded at run time from build/server.
import path from "node:path";
import { build } from "vite";

await build({
  configFile: false,
  publicDir: false,
  logLevel: "warn",
  resolve: { alias: { "~": path.resolve("app") } },
  build: {
    ssr: "server/index.ts",
    outDir: "server-build",
    emptyOutDir: true,
    target: "node20",
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: "index.js", format: "esm" } },
  },
});
