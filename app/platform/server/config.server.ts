import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { publicOriginOf } from "~/platform/domain/public-address";
import { DEFAULT_CLIENT_LIMITS } from "./rate-limit.server";

const optionalSecret = (label: string) =>
  z
    .string()
    .min(6, `${label} debe tener al menos 6 caracteres.`)
    .max(200, `${label} no puede superar 200 caracteres.`)
    .optional();

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} debe ser un número.` })
    .int(`${name} debe ser un número entero.`)
    .min(1, `${name} debe ser al menos 1.`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "PORT debe ser un número." })
    .int("PORT debe ser un número entero.")
    .min(0, "PORT debe estar entre 0 y 65535.")
    .max(65535, "PORT debe estar entre 0 y 65535.")
    .default(3000),
  HOST: z.string().min(1, "HOST no puede estar vacío.").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "DATA_DIR no puede estar vacío.").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "DATABASE_URL debe empezar por postgres:// o postgresql://.")
    .optional(),
  /** The site's public address: every absolute address it writes starts with it. */
  PUBLIC_URL: z
    .string()
    .refine(
      (value) => publicOriginOf(value) !== null,
      "PUBLIC_URL debe ser la dirección de la web, como https://ef.iesejemplo.es (sin ruta).",
    )
    .optional(),
  PGLITE_FSYNC: z.enum(["on", "off"], { message: "PGLITE_FSYNC debe ser 'on' u 'off'." }).default("on"),
  /** A new school's clean first start: also `npm start -- --vacio`. */
  EMPTY_SITE: z.enum(["on", "off"], { message: "EMPTY_SITE debe ser 'on' u 'off'." }).default("off"),
  TEACHER_NAME: z
    .string()
    .trim()
    .min(1, "TEACHER_NAME no puede estar vacío.")
    .max(60, "TEACHER_NAME no puede superar 60 caracteres.")
    .optional(),
  COURSE_PASSWORD_2ESO: optionalSecret("COURSE_PASSWORD_2ESO"),
  COURSE_PASSWORD_3ESO: optionalSecret("COURSE_PASSWORD_3ESO"),
  COURSE_PASSWORD_1BACH: optionalSecret("COURSE_PASSWORD_1BACH"),
  ORGANISER_PASSWORD: optionalSecret("ORGANISER_PASSWORD"),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL debe ser una dirección de correo válida.").optional(),
  ADMIN_PASSWORD: z.string().min(10, "ADMIN_PASSWORD debe tener al menos 10 caracteres.").max(200).optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET debe tener al menos 32 caracteres.").optional(),
  // Which proxies' X-Forwarded-For to believe: named addresses ('loopback', an address,
  // a network, or a list), so that a client reaching the port directly cannot pick its own address.
  // A number of hops still works; 'true' (believe anyone) is refused.
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      isTrustedProxySetting,
      "TRUST_PROXY debe nombrar el proxy: 'loopback', una dirección IP o red (10.0.0.2, 10.0.0.0/8), o una lista separada por comas; o un número de saltos.",
    )
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.split(",").map((part) => part.trim())))
    .optional(),
  PUBLIC_WRITES_PER_MINUTE: positiveInt("PUBLIC_WRITES_PER_MINUTE", DEFAULT_CLIENT_LIMITS.writesPerBrowser),
  NEW_BROWSER_WRITES_PER_MINUTE: positiveInt(
    "NEW_BROWSER_WRITES_PER_MINUTE",
    DEFAULT_CLIENT_LIMITS.newBrowserWritesPerAddress,
  ),
  ADDRESS_WRITES_PER_MINUTE: positiveInt("ADDRESS_WRITES_PER_MINUTE", DEFAULT_CLIENT_LIMITS.writesPerAddress),
  PASSWORD_ATTEMPTS_PER_ADDRESS: positiveInt(
    "PASSWORD_ATTEMPTS_PER_ADDRESS",
    DEFAULT_CLIENT_LIMITS.passwordAttemptsPerAddress,
  ),
  PUSH_SUBSCRIPTIONS_PER_ADDRESS: positiveInt(
    "PUSH_SUBSCRIPTIONS_PER_ADDRESS",
    DEFAULT_CLIENT_LIMITS.pushSubscriptionsPerAddress,
  ),
  LOG_REQUESTS: z.enum(["on", "off"], { message: "LOG_REQUESTS debe ser 'on' u 'off'." }).default("on"),
  /** Tests only: lets 'Comprobar enlaces' reach loopback and private addresses (their local server). */
  /** Live streams open at once, overall and from one address; the overall cap is also kept under the open-files limit. */
  LIVE_STREAMS_MAX: positiveInt("LIVE_STREAMS_MAX", 2000),
  LIVE_STREAMS_PER_ADDRESS: positiveInt("LIVE_STREAMS_PER_ADDRESS", 1000),
  /** Tests only: notices may go to a push endpoint on this machine (the test's stand-in for a push service). */
  PUSH_ALLOW_LOOPBACK: z.enum(["on", "off"], { message: "PUSH_ALLOW_LOOPBACK debe ser 'on' u 'off'." }).default("off"),
  LINK_CHECK_ALLOW_PRIVATE: z
    .enum(["on", "off"], { message: "LINK_CHECK_ALLOW_PRIVATE debe ser 'on' u 'off'." })
    .default("off"),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024, "BODY_LIMIT_BYTES debe ser al menos 1024.")
    .default(256 * 1024),
  UPLOADS_DIR: z.string().min(1, "UPLOADS_DIR no puede estar vacío.").optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(10_000, "UPLOAD_MAX_BYTES debe ser al menos 10000.")
    .default(12 * 1024 * 1024),
  /** Email to staff: the SMTP server (`smtp://user:password@host:587`, `smtps://…:465`) and the sender. */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      "SMTP_URL debe empezar por smtp:// o smtps:// (por ejemplo smtps://usuario:contraseña@smtp.ejemplo.es:465).",
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, "MAIL_FROM debe ser una dirección como «Educación Física <ef@ejemplo.es>».")
    .optional(),
  /** The site's own backups. */
  BACKUP_DIR: z.string().min(1, "BACKUP_DIR no puede estar vacío.").optional(),
  BACKUP_HOUR: z
    .string()
    .regex(
      /^(([01]\d|2[0-3]):[0-5]\d|off)$/,
      "BACKUP_HOUR debe ser una hora como 03:00 (hora de Madrid), u 'off' para no hacer copias programadas.",
    )
    .default("03:00"),
  BACKUP_KEEP_DAILY: positiveInt("BACKUP_KEEP_DAILY", 14),
  BACKUP_KEEP_WEEKLY: z.coerce
    .number({ message: "BACKUP_KEEP_WEEKLY debe ser un número." })
    .int("BACKUP_KEEP_WEEKLY debe ser un número entero.")
    .min(0, "BACKUP_KEEP_WEEKLY no puede ser negativo.")
    .default(8),
  /** Tests only: the first scheduled backup this many seconds after start. */
  BACKUP_SOON_SECONDS: z.coerce.number().int().min(1).optional(),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "PAGE_CACHE_SECONDS debe ser un número." })
    .min(0, "PAGE_CACHE_SECONDS no puede ser negativo.")
    .max(300, "PAGE_CACHE_SECONDS no puede superar 300.")
    .default(10),
});

export type Env = z.infer<typeof envSchema>;

export type ServerConfig = Env & {
  /** Absolute path of the data directory (PGlite files, lock, uploads). */
  dataDir: string;
  /** Where uploaded images are kept (default DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where backups are written (default: `backups` beside DATA_DIR). */
  backupDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment once at start; every bad value gets its own message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    uploadsDir: path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, "uploads")),
    backupDir: path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, "..", "backups")),
    isProduction: config.NODE_ENV === "production",
  };
}

/** `loopback`, `linklocal`, `uniquelocal`, IP addresses and networks, comma-separated; or a hop count. */
function isTrustedProxySetting(value: string): boolean {
  if (/^\d+$/.test(value)) return true;
  return value.split(",").every((raw) => {
    const part = raw.trim();
    if (["loopback", "linklocal", "uniquelocal"].includes(part)) return true;
    const [address, prefix, extra] = part.split("/");
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
  });
}
