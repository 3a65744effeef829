import type { AppContext } from "../../app/platform/server/context.server";
import * as signInPage from "../../app/routes/admin/entrar";
import { hashPassword } from "../../app/people/server/passwords.server";
import { upsertStaffAccount } from "../../app/people/server/staff.server";
import { cookiesFrom } from "./app-context";
import { callRoute, type RouteFunction } from "./route-call";

/** Signs in through the sign-in page's action; returns the session cookies to send. */
export async function signInAs(context: AppContext, email: string, password: string): Promise<string> {
  const result = (await callRoute(signInPage.action as RouteFunction, "/admin/entrar", {
    context,
    fields: { email, password, volver: "/admin" },
  })) as Response;
  if (result.status !== 302) throw new Error(`No se pudo iniciar sesión como ${email} (${result.status}).`);
  return cookiesFrom(result)
    .split("; ")
    .filter((c) => c.startsWith("ef_staff"))
    .join("; ");
}

/** The teacher's and an organiser's accounts, signed in: their session cookies. */
export async function signInTeacherAndOrganiser(context: AppContext) {
  const [teacherHash, organiserHash] = await Promise.all([
    hashPassword("clave-del-profe"),
    hashPassword("clave-de-orga"),
  ]);
  await context.db.transaction(async (tx) => {
    await upsertStaffAccount(tx, { email: "profe@ef.test", name: "Profe", role: "admin", passwordHash: teacherHash });
    await upsertStaffAccount(tx, {
      email: "orga@ef.test",
      name: "Orga",
      role: "organiser",
      passwordHash: organiserHash,
    });
  });
  return {
    teacher: await signInAs(context, "profe@ef.test", "clave-del-profe"),
    organiser: await signInAs(context, "orga@ef.test", "clave-de-orga"),
  };
}
