import http from "node:http";
import type { ServerBuild } from "react-router";
import { ensureCredentials, formatFirstStartBanner, seedDatabase, siteInstallId } from "../app/site/index.server";
import { ConfigError, loadConfig, type ServerConfig } from "../app/platform/server/config.server";
import type { CompiledEmbeddedDatabase } from "../app/platform/server/embedded-database-code.server";
import { DataDirLockedError } from "../app/platform/server/data-dir-lock.server";
import { type DatabaseHandle, openDatabase } from "../app/platform/server/db.server";
import { createInProcessEvents, createPostgresEvents } from "../app/platform/server/live-events.server";
import { createBackupService } from "../app/backups/index.server";
import { createMailer, createMailService } from "../app/mail/index.server";
import { createPushSender, createPushService, ensurePushKeys } from "../app/push/index.server";
import { queueMatchReminders } from "../app/competitions/index.server";
import { doImageWorkInChild } from "../app/images/index.server";
import { raiseOpenFilesLimit } from "../app/platform/server/open-files.server";
import { createVisitTally } from "../app/platform/server/visits.server";
import {
  createPublicAddress,
  listeningOrigin,
  resolvePublicAddress,
} from "../app/platform/server/public-address.server";
import { type AppDependencies, createApp } from "./app";
import { createLineWriter } from "./log-writer";
import { compactingCollection, memoryAfterBursts } from "./memory-after-bursts";
import { embeddedDatabaseIsNew, prepareEmbeddedDatabaseInChild } from "./first-start-child";

const log = (entry: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), ...entry })}\n`);

type StartOptions = {
  /** The embedded database's WebAssembly, compiling since the process started (./index.ts); null on PostgreSQL and in development. */
  embeddedDatabase: Promise<CompiledEmbeddedDatabase | null> | null;
};

/** Development (./dev.ts): Vite's middlewares, and the app asked of Vite afresh for each request. */
type DevelopmentServer = {
  middlewares: NonNullable<AppDependencies["viteMiddlewares"]>;
  loadBuild: () => Promise<ServerBuild>;
};

/**
 * The site's database, opened (and migrated), with the seed's rows where they are missing. A
 * folder another server holds ends the process with 75; any other failure with 1.
 */
async function openSeededDatabase(
  config: ServerConfig,
  embeddedDatabase: StartOptions["embeddedDatabase"],
  /** The first start's child has just made and seeded it. */
  seededInChild = false,
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  try {
    handle = config.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL })
      : await openDatabase({
          kind: "pglite",
          dataDir: config.dataDir,
          fsync: config.PGLITE_FSYNC === "on",
          compiled: embeddedDatabase,
        });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`No se puede arrancar: ${error.message}`);
      process.exit(75); // EX_TEMPFAIL
    }
    console.error("No se puede abrir la base de datos:", error);
    process.exit(1);
  }
  const start = await seedDatabase(handle.db, { teacherName: config.TEACHER_NAME, empty: config.EMPTY_SITE === "on" });
  if (config.EMPTY_SITE === "on" && start === "existing" && !seededInChild)
    console.log("Esta web ya tiene su contenido: --vacio (EMPTY_SITE) solo cuenta en el primer arranque.");
  return handle;
}

/** The first start's child (./first-start-child.ts): the new embedded database made, migrated and seeded; then it exits. */
export async function prepareDatabase({ embeddedDatabase }: Pick<StartOptions, "embeddedDatabase">) {
  const handle = await openSeededDatabase(loadConfigOrExit(), embeddedDatabase);
  await handle.close();
  process.exit(0);
}

function loadConfigOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Starts the site: configuration, database, the app, the listening server, and a clean shutdown. */
export async function main({
  dev,
  embeddedDatabase,
  entry,
}: StartOptions & { entry: string; dev?: DevelopmentServer }) {
  const config = loadConfigOrExit();

  // The routes' modules start loading before the database opens: the embedded database's
  // WebAssembly compiles and its files are read off the main thread meanwhile. They are
  // a chunk of this same bundle (vite.config.ts), awaited below.
  const routes: Promise<ServerBuild> | (() => Promise<ServerBuild>) = dev
    ? dev.loadBuild
    : import("virtual:react-router/server-build");
  if (typeof routes !== "function") routes.catch(() => {}); // a failure is reported where it is awaited

  // A new site's embedded database is made in a child process, whose memory goes with it.
  // Photos and share cards are made in a child process too, started when there is one to make.
  if (!dev) doImageWorkInChild(entry);
  const seededInChild = !config.DATABASE_URL && !dev && embeddedDatabaseIsNew(config.dataDir);
  if (seededInChild) await prepareEmbeddedDatabaseInChild(entry);
  const handle = await openSeededDatabase(config, embeddedDatabase, seededInChild);
  // Every absolute address the site writes starts with this, never with a request's Host.
  const resolved = await resolvePublicAddress(handle.db, {
    fromEnvironment: config.PUBLIC_URL,
    listening: listeningOrigin(config.HOST, config.PORT),
  });
  const publicAddress = createPublicAddress(resolved.origin);
  if (resolved.derived) {
    process.stdout.write(
      `\nDirección pública de la web: ${resolved.origin}\n  Los enlaces de los correos, las tarjetas, los carteles, los feeds y el mapa del sitio la usan.\n  Si la web se abre en otra dirección, cámbiala en /admin/ajustes o con PUBLIC_URL.\n\n`,
    );
  }
  // Passwords from the environment are hashed again on every start, in Node's thread pool; the
  // server does not wait for them (writes do: server/steps/settled-passwords.ts). Passwords
  // generated on a first start are waited for, to be printed before the server says it is ready.
  const credentialsReady = ensureCredentials(handle.db, config);
  credentialsReady.catch(() => {}); // awaited below, after the bundle

  // On PostgreSQL live updates go through LISTEN/NOTIFY, so every instance hears every result.
  const events = handle.pool
    ? await createPostgresEvents(handle.pool, log)
    : { ...createInProcessEvents(), close: async () => {} };

  const build = typeof routes === "function" ? routes : await routes;
  const credentials = await credentialsReady;
  if (credentials.generated.length > 0) process.stdout.write(formatFirstStartBanner(credentials.generated));
  credentials.environmentApplied.catch((error) => {
    console.error("No se pueden guardar las contraseñas del entorno:", error);
    process.exit(1);
  });

  const visits = createVisitTally(handle.db, {
    onError: (error) =>
      log({ level: "error", msg: "visits: could not save the count (kept for the next try)", error: String(error) }),
  });
  // Live streams hold a connection each: the soft limit of open files goes up to the hard one.
  const openFiles = raiseOpenFilesLimit();
  // Nightly backups while the site runs.
  const backups = createBackupService({
    db: handle.db,
    source: handle.backupSource,
    site: await siteInstallId(handle.db),
    settings: {
      dir: config.backupDir,
      uploadsDir: config.uploadsDir,
      hour: config.BACKUP_HOUR,
      keepDaily: config.BACKUP_KEEP_DAILY,
      keepWeekly: config.BACKUP_KEEP_WEEKLY,
      soonSeconds: config.BACKUP_SOON_SECONDS,
    },
    log,
  });
  if (!dev) backups.start();
  // Email to staff, when SMTP_URL says where to send it.
  const mailer = createMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  const mail = mailer ? createMailService({ db: handle.db, mailer, log, publicAddress }) : null;
  mail?.start();
  // Notices to the phones that follow a team or the news: always on, keys made on first start.
  const pushKeys = await ensurePushKeys(handle.db);
  const push = createPushService({
    db: handle.db,
    send: createPushSender({
      keys: pushKeys,
      subject: () => publicAddress.origin,
      allowLoopback: config.PUSH_ALLOW_LOOPBACK === "on",
    }),
    log,
    queueReminders: queueMatchReminders,
  });
  push.start();
  const requestLines = createLineWriter();
  const listener = createApp({
    config,
    publicAddress,
    db: handle.db,
    events,
    cookieSecret: credentials.cookieSecret,
    visits,
    build,
    viteMiddlewares: dev?.middlewares,
    openFiles,
    backups,
    mail,
    push,
    requestLines,
    passwordsSettling: credentials.environmentApplied,
  });
  // A burst's heap goes back once the server is quiet, where the start exposed `gc`.
  const memory = memoryAfterBursts({
    collect: typeof globalThis.gc === "function" ? compactingCollection(globalThis.gc) : null,
    log: (entry) => log({ level: "info", msg: "memoria devuelta tras una racha de peticiones", ...entry }),
  });
  if (!dev) memory.start();
  const server = http.createServer((req, res) => {
    memory.requestArrived();
    listener(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log({
      level: "info",
      msg: "servidor listo",
      url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
      database: handle.kind === "pglite" ? `integrada (PGlite) en ${config.dataDir}` : "PostgreSQL",
      // Since the process began (Node's own start included).
      startupMs: Math.round(performance.now()),
      rssMB: Math.round(process.memoryUsage().rss / 1024 / 1024),
    });
  });
  server.on("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `No se puede arrancar: el puerto ${config.PORT} ya está en uso (cambia PORT).`
        : error,
    );
    await handle.close();
    process.exit(1);
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log({ level: "info", msg: "apagando", signal });
    backups.stop();
    memory.stop();
    mail?.stop();
    push.stop();
    const force = setTimeout(() => {
      console.error("Apagado forzado: había peticiones que no terminaban.");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Stop accepting connections, let requests in flight finish (long-lived streams get 5 s),
    // then close the database cleanly.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    });
    await events.close();
    // The visits counted since the last save go to the database before it closes.
    await visits.stop();
    await handle.close();
    await requestLines.drain();
    log({ level: "info", msg: "apagado limpio" });
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
