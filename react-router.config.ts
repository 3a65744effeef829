import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Middleware: the panel's guard, the database-unavailable page (app/middleware.server.ts); v8's
  // route splitting and Vite environments, adopted now. Not yet v8's requests: the loaders, the page
  // cache and the route handles read `request.url` as a page's address, which those would make the
  // data request's (`/blog.data`, `/_.data`): docs/decisions/043-a-new-schools-site.md.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
  // Writes are checked by the server's own step (server/steps/same-origin-writes.ts): a form's Origin
  // must name the host it was sent to. React Router's comparison is with `request.url`, which carries
  // the site's configured public address (docs/decisions/024): it would refuse every form sent to
  // another address the same server answers on (its LAN address, a second name), so it is left to ours.
  allowedActionOrigins: ["**"],
} satisfies Config;
