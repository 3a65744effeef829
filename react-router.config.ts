import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Middleware: the panel's guard, the database-unavailable page (app/middleware.server.ts).
  future: { v8_middleware: true },
} satisfies Config;
