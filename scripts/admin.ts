/**
 * Staff accounts from the server's command line (when nobody can sign in any more).
 *
 *   npm run admin -- reset-password profesor@ef.local            → prints a new password
 *   npm run admin -- reset-password profesor@ef.local 'mi-clave'  → sets that one (10+ characters)
 *   npm run admin -- create ana@ef.local "Ana" organiser          → a new account, password printed
 *   npm run admin -- list                                          → accounts and their roles
 *
 * A password reset also ends every open session of that account. With the embedded database the
 * server must be stopped (one process per data directory); with DATABASE_URL it may keep running.
 */
import { eq } from "drizzle-orm";
import { user } from "../db/schema";
import { recordAudit } from "../app/platform/server/audit.server";
import { revokeSessions } from "../app/platform/server/auth.server";
import { loadConfig } from "../app/platform/server/config.server";
import { DataDirLockedError } from "../app/platform/server/data-dir-lock.server";
import { type DatabaseHandle, openDatabase } from "../app/platform/server/db.server";
import { generatePassword, hashPassword, listStaff, upsertStaffAccount } from "../app/people/index.server";
import { staffEmailSchema, staffNameSchema, staffPasswordSchema, staffRoleSchema } from "../app/platform/domain/staff";

const USAGE = `Uso:
  npm run admin -- reset-password <correo> [contraseña]
  npm run admin -- create <correo> <nombre> <admin|organiser>
  npm run admin -- list`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function parse<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) fail(result.error.issues[0]?.message ?? "Valor no válido.");
  return result.data;
}

const [command, ...args] = process.argv.slice(2);
if (!command || !["reset-password", "create", "list"].includes(command)) fail(USAGE, 64);

const config = loadConfig();
let handle: DatabaseHandle;
try {
  handle = config.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: 2 })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(`No se puede hacer ahora: ${error.message} Detén el servidor y vuelve a intentarlo.`, 75);
  throw error;
}
const { db } = handle;
const actor = { id: "", email: "línea de órdenes" };

try {
  if (command === "list") {
    for (const p of await listStaff(db)) console.log(`${p.email}\t${p.role}\t${p.name}\tsesiones: ${p.openSessions}`);
  } else if (command === "reset-password") {
    const email = parse(staffEmailSchema, args[0]);
    const [person] = await db
      .select({ id: user.id, role: user.role, name: user.name })
      .from(user)
      .where(eq(user.email, email));
    if (!person) fail(`No hay ninguna cuenta con el correo ${email}. Usa «list» para verlas.`);
    const password = args[1] ? parse(staffPasswordSchema, args[1]) : generatePassword(4, 4);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await upsertStaffAccount(tx, { email, role: person.role, passwordHash });
      await revokeSessions(tx, person.id);
      await recordAudit(tx, actor, { action: "Contraseña restablecida", target: email });
    });
    console.log(
      args[1]
        ? `Contraseña cambiada para ${email}. Sus sesiones abiertas se han cerrado.`
        : `Nueva contraseña para ${email}: ${password}\n(Se muestra una sola vez. Sus sesiones abiertas se han cerrado.)`,
    );
  } else {
    const email = parse(staffEmailSchema, args[0]);
    const name = parse(staffNameSchema, args[1]);
    const role = parse(staffRoleSchema, args[2]);
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) fail(`Ya hay una cuenta con el correo ${email}. Para cambiar su contraseña usa reset-password.`);
    const password = generatePassword(4, 4);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await upsertStaffAccount(tx, { email, name, role, passwordHash });
      await recordAudit(tx, actor, { action: "Cuenta creada", target: email, details: role });
    });
    console.log(`Cuenta creada: ${email} (${role}). Contraseña: ${password}\n(Se muestra una sola vez.)`);
  }
} finally {
  await handle.close();
}
