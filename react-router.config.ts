import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Middleware: the panel's guard, the database-unavailable page (app/middleware.server.ts). The rest of
  // v8's behaviour adopted now, so that a build says nothing a teacher would need to act on.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Writes are checked by the server's own step (server/steps/same-origin-writes.ts): a form's Origin
  // must name the host it was sent to. React Router's comparison is with `request.url`, which carries
  // the site's configured public address (issue 45, decision 024): it would refuse every form sent to
  // another address the same server answers on (its LAN address, a second name), so it is left to ours.
  allowedActionOrigins: ["**"],
} satisfies Config;
