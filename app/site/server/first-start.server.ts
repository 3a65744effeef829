import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { ensureServerSecret } from "~/platform/server/server-secrets.server";
import { courseGate, type GateName, ORGANISER_GATE_LABEL } from "~/people";
import { listCourses } from "~/courses/index.server";
import { applyGatePassword, setGatePasswordIfNone } from "~/people/index.server";
import type { ServerConfig } from "~/platform/server/config.server";
import type { Database } from "~/platform/server/db.server";
import { generatePassword, generateSharedPassword, hashPassword } from "~/people/index.server";
import { upsertStaffAccount } from "~/people/index.server";

/** The sample school's three courses keep their environment variables (the rest are set in the panel). */
const COURSE_PASSWORD_ENV: Record<string, keyof ServerConfig> = {
  "2-eso": "COURSE_PASSWORD_2ESO",
  "3-eso": "COURSE_PASSWORD_3ESO",
  "1-bachillerato": "COURSE_PASSWORD_1BACH",
};

const DEFAULT_ADMIN_EMAIL = "profesor@ef.local";

type FirstStartReport = {
  /** Credentials generated in this start: printed once, never stored in clear. */
  generated: { label: string; value: string }[];
  cookieSecret: string;
  /**
   * The passwords given in the environment, hashed and stored. A warm start does not wait for it
   * (three scrypts were a third of it): the server answers pages meanwhile, and a write,
   * the only thing that checks a password, waits until it is settled (server/steps/settled-passwords.ts).
   */
  environmentApplied: Promise<void>;
};

/**
 * Makes sure every secret exists. With an empty database it generates the three course passwords,
 * the organiser password and the first teacher account that the environment does not give, and
 * returns them so the caller prints them once. A value given in the environment replaces the
 * stored hash at a start where it is not already the stored one.
 */
export async function ensureCredentials(db: Database, config: ServerConfig): Promise<FirstStartReport> {
  const fromEnv = (env: keyof ServerConfig | undefined) => {
    const value = env ? config[env] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const gates: { gate: GateName; label: string; fromEnv: string | undefined }[] = [
    ...(await listCourses(db)).map((course) => ({
      gate: courseGate(course.slug),
      label: `Contraseña del curso ${course.label}`,
      fromEnv: fromEnv(COURSE_PASSWORD_ENV[course.slug]),
    })),
    { gate: "organiser", label: ORGANISER_GATE_LABEL, fromEnv: fromEnv("ORGANISER_PASSWORD") },
  ];
  // Each password is hashed in Node's thread pool (scrypt, a few hundred milliseconds): all of
  // them at once, not one after another.
  const environmentApplied = Promise.all([
    ...gates.flatMap(({ gate, fromEnv }) => (fromEnv ? [applyGatePassword(db, gate, fromEnv)] : [])),
    config.ADMIN_PASSWORD ? setTeacherPassword(db, config, config.ADMIN_PASSWORD) : Promise.resolve(),
  ]).then(() => undefined);
  environmentApplied.catch(() => {}); // the caller awaits it
  const [generatedGates, teacher] = await Promise.all([
    Promise.all(
      gates.filter(({ fromEnv }) => !fromEnv).map(({ gate, label }) => generateGatePasswordIfNone(db, gate, label)),
    ),
    config.ADMIN_PASSWORD ? [] : generateTeacherAccountIfNone(db, config),
  ]);
  const generated: FirstStartReport["generated"] = [
    ...generatedGates.flatMap((created) => (created ? [created] : [])),
    ...teacher,
  ];
  const cookieSecret =
    config.SESSION_SECRET ?? (await ensureServerSecret(db, "cookie", () => randomBytes(32).toString("base64url")));
  return { generated, cookieSecret, environmentApplied };
}

/** A gate with no password gets a generated one (returned to be printed once). */
async function generateGatePasswordIfNone(
  db: Database,
  gate: GateName,
  label: string,
): Promise<{ label: string; value: string } | null> {
  const value = generateSharedPassword();
  // Another instance may have won the race: then its password stands and ours is not printed.
  return (await setGatePasswordIfNone(db, gate, value)) ? { label, value } : null;
}

function teacherEmail(config: ServerConfig): string {
  return (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
}

/** The teacher's account with the environment's password (created if there is none). */
async function setTeacherPassword(db: Database, config: ServerConfig, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) =>
    upsertStaffAccount(tx, { email: teacherEmail(config), name: "Profesor", role: "admin", passwordHash }),
  );
}

/** The first teacher account, with a generated password, when there is none (returned to be printed once). */
async function generateTeacherAccountIfNone(
  db: Database,
  config: ServerConfig,
): Promise<FirstStartReport["generated"]> {
  const existingAdmin = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  if (existingAdmin.length > 0) return [];
  const email = teacherEmail(config);
  const password = generatePassword(4, 4);
  await setTeacherPassword(db, config, password);
  return [
    { label: "Cuenta del profesor (correo)", value: email },
    { label: "Cuenta del profesor (contraseña)", value: password },
  ];
}

export function formatFirstStartBanner(generated: FirstStartReport["generated"]): string {
  const width = Math.max(...generated.map((g) => g.label.length));
  return [
    "",
    "================================================================================",
    " PRIMER ARRANQUE: credenciales generadas. Se muestran UNA SOLA VEZ; apúntalas.",
    " Solo se guarda su hash. Para cambiarlas, usa las variables de entorno del README.",
    "--------------------------------------------------------------------------------",
    ...generated.map((g) => `  ${g.label.padEnd(width)}  ${g.value}`),
    "================================================================================",
    "",
  ].join("\n");
}
