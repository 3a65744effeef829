import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, session, staffInvitations, user } from "../../../db/schema";
import type { FormAnswer } from "../../../app/platform/domain/form-answer";
import * as csvExport from "../../../app/routes/admin/buzon.csv";
import * as contentEditor from "../../../app/routes/admin/contenido";
import * as images from "../../../app/routes/admin/imagenes";
import * as imageChoices from "../../../app/routes/admin/imagenes.opciones";
import * as timetableEditor from "../../../app/routes/admin/horarios";
import * as competitionsPanel from "../../../app/routes/admin/campeonatos/index";
import * as tournamentEditor from "../../../app/routes/admin/campeonatos/competition";
import * as inbox from "../../../app/routes/admin/buzon";
import * as settings from "../../../app/routes/admin/ajustes";
import * as signInPage from "../../../app/routes/admin/entrar";
import * as team from "../../../app/routes/admin/equipo";
import * as home from "../../../app/routes/admin/index";
import * as invitation from "../../../app/routes/admin/invitacion";
import * as layout from "../../../app/routes/admin/layout";
import * as tournamentPage from "../../../app/routes/admin/torneo";
import * as moderation from "../../../app/routes/admin/moderacion";
import * as news from "../../../app/routes/admin/novedades";
import * as auditPage from "../../../app/routes/admin/registro";
import * as signOutPage from "../../../app/routes/admin/salir";
import * as schoolYear from "../../../app/routes/admin/curso-escolar";
import * as linkCheckPage from "../../../app/routes/admin/enlaces";
import { upsertStaffAccount } from "../../../app/people/server/staff.server";
import { hashPassword } from "../../../app/people/server/passwords.server";
import { cookiesFrom } from "../../helpers/app-context";
import { call, post, status, body, refusal, signIn, openPanel, type Fn } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import type { AppContext } from "../../../app/platform/server/context.server";

let handle: DatabaseHandle;
let context: AppContext;
let adminCookie: string;
let organiserCookie: string;

beforeAll(async () => {
  ({ handle, context, adminCookie, organiserCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

const ADMIN_ONLY: { url: string; loader: Fn; action?: Fn; fields?: Record<string, string> }[] = [
  {
    url: "/admin/torneo",
    loader: tournamentPage.loader as Fn,
    action: tournamentPage.action as Fn,
    fields: { intent: "approve", id: "1" },
  },
  {
    url: "/admin/buzon",
    loader: inbox.loader as Fn,
    action: inbox.action as Fn,
    fields: { intent: "delete", id: "1", list: "mensajes" },
  },
  { url: "/admin/buzon/exportar.csv?lista=mensajes", loader: csvExport.loader as Fn },
  {
    url: "/admin/moderacion",
    loader: moderation.loader as Fn,
    action: moderation.action as Fn,
    fields: { intent: "hide", id: "1", kind: "blog" },
  },
  {
    url: "/admin/novedades",
    loader: news.loader as Fn,
    action: news.action as Fn,
    fields: { intent: "delete", id: "1" },
  },
  {
    url: "/admin/ajustes",
    loader: settings.loader as Fn,
    action: settings.action as Fn,
    fields: { intent: "password", id: "organiser", password: "x".repeat(12), confirm: "x".repeat(12) },
  },
  {
    url: "/admin/equipo",
    loader: team.loader as Fn,
    action: team.action as Fn,
    fields: { intent: "invite", email: "x@ef.test", role: "admin" },
  },
  { url: "/admin/registro", loader: auditPage.loader as Fn },
  {
    url: "/admin/contenido/blog",
    loader: contentEditor.loader as Fn,
    action: contentEditor.action as Fn,
    fields: { intent: "delete", id: "1" },
  },
  {
    url: "/admin/imagenes",
    loader: images.loader as Fn,
    action: images.action as Fn,
    fields: { intent: "delete", id: "1" },
  },
  { url: "/admin/imagenes/opciones", loader: imageChoices.loader as Fn },
  {
    url: "/admin/campeonatos",
    loader: competitionsPanel.loader as Fn,
    action: competitionsPanel.action as Fn,
    fields: { intent: "createCompetition", name: "Nadie", sport: "futbol" },
  },
  {
    url: "/admin/campeonatos/futbol-masculino",
    loader: tournamentEditor.loader as Fn,
    action: tournamentEditor.action as Fn,
    fields: { intent: "deleteMatch", id: "1" },
  },
  {
    url: "/admin/horarios",
    loader: timetableEditor.loader as Fn,
    action: timetableEditor.action as Fn,
    fields: { intent: "save", grid: "clases" },
  },
  {
    url: "/admin/curso-escolar",
    loader: schoolYear.loader as Fn,
    action: schoolYear.action as Fn,
    fields: { intent: "closeYear", year: "2025-2026" },
  },
  {
    url: "/admin/enlaces",
    loader: linkCheckPage.loader as Fn,
    action: linkCheckPage.action as Fn,
    fields: { intent: "check" },
  },
];

describe("access control", () => {
  it("sends anonymous visitors of every admin page and action to the sign-in page, coming back after", async () => {
    for (const page of [
      { url: "/admin", loader: layout.loader as Fn },
      { url: "/admin", loader: home.loader as Fn },
      ...ADMIN_ONLY,
    ]) {
      const result = (await call(page.loader, page.url)) as Response;
      expect(result.status, page.url).toBe(302);
      expect(result.headers.get("Location"), page.url).toMatch(/^\/admin\/entrar/);
      if (page.url !== "/admin")
        expect(new URL(result.headers.get("Location")!, "http://x").searchParams.get("volver")).toBe(page.url);
      if (page.action) {
        const refused = (await post(page.action, page.url, page.fields!)) as Response;
        expect(refused.status, `POST ${page.url}`).toBe(302);
      }
    }
  });

  it("gives an organiser account 403 on every admin-only page and action, and writes nothing", async () => {
    const auditBefore = await handle.db.$count(auditLog);
    for (const page of ADMIN_ONLY) {
      expect(status(await call(page.loader, page.url, { cookie: organiserCookie })), page.url).toBe(403);
      if (page.action)
        expect(status(await post(page.action, page.url, page.fields!, organiserCookie)), `POST ${page.url}`).toBe(403);
    }
    expect(await handle.db.$count(auditLog)).toBe(auditBefore);
    expect(await handle.db.$count(staffInvitations)).toBe(0);
    // The organiser's own home page works and offers the tournaments.
    const own = (await call(home.loader as Fn, "/admin", { cookie: organiserCookie })) as {
      role: string;
      counts: unknown;
      competitions: { slug: string }[];
    };
    expect(own).toMatchObject({ role: "organiser", counts: null });
    expect(own.competitions.map((c) => c.slug)).toEqual([
      "futbol-masculino",
      "futbol-femenino",
      "voleibol-mixto",
      "baloncesto-mixto",
      "badminton-masculino",
      "badminton-femenino",
    ]);
  });

  it("opens every page to the teacher", async () => {
    for (const page of ADMIN_ONLY)
      expect(status(await call(page.loader, page.url, { cookie: adminCookie })), page.url).toBe(200);
  });

  it("leaves Node no async hook of better-auth's once a sign-in and a session check are over", async () => {
    // Each AsyncLocalStorage that has run keeps Node calling a hook on every later request, page-cache hits included.
    await signIn("profe@ef.test", "clave-del-profe");
    expect(status(await call(home.loader, "/admin", { cookie: adminCookie }))).toBe(200);
    const shared = (globalThis as Record<symbol, { context: Record<string, unknown> } | undefined>)[
      Symbol.for("better-auth:global")
    ];
    const storages = Object.values(shared?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
    expect(storages.length).toBeGreaterThan(0);
    // `enabled` is Node 20's own field for this (Node 24's storages have no hook to turn off).
    for (const storage of storages) expect((storage as { enabled?: boolean }).enabled).not.toBe(true);
  });

  it("ignores a forged or unknown session cookie", async () => {
    const result = (await call(tournamentPage.loader as Fn, "/admin/torneo", {
      cookie: "ef_staff.session_token=abc.def",
    })) as Response;
    expect(result.status).toBe(302);
  });
});

describe("sign-in and sign-out", () => {
  it("refuses a wrong password with the spec's notice title", async () => {
    const result = await post(signInPage.action as Fn, "/admin/entrar", {
      email: "profe@ef.test",
      password: "no-es-esta",
    });
    expect(status(result)).toBe(401);
    expect(body<FormAnswer>(result)).toMatchObject({
      result: { initialValue: { email: "profe@ef.test" } },
      notice: { title: "No se pudo iniciar sesión", description: "Correo electrónico o contraseña incorrectos." },
    });
    const empty = await post(signInPage.action as Fn, "/admin/entrar", { email: "", password: "" });
    expect(status(empty)).toBe(400);
  });

  it("never sends a signed-in visitor elsewhere than this site", async () => {
    const result = (await post(signInPage.action as Fn, "/admin/entrar", {
      email: "profe@ef.test",
      password: "clave-del-profe",
      volver: "//evil.example/x",
    })) as Response;
    expect(result.headers.get("Location")).toBe("/admin");
    // A tab, a newline or a backslash that a browser would drop or turn into "//" is refused, not followed.
    // …and so is a path that normalises to "//host" (these were followed off the site).
    for (const volver of [
      "/\t/evil.example/x",
      "/\n/x",
      "/\\evil.example",
      "/%09/evil.example/x",
      "/%0a/x",
      "/%5Cevil.example",
      " /admin",
      "https://evil.example/admin",
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/a/..//evil.example/x",
      "/./%2F/evil.example",
      "/%2e//evil.example/x",
    ]) {
      const answer = (await post(signInPage.action as Fn, "/admin/entrar", {
        email: "profe@ef.test",
        password: "clave-del-profe",
        volver,
      })) as Response;
      expect(answer.status, JSON.stringify(volver)).toBe(302);
      expect(answer.headers.get("Location"), JSON.stringify(volver)).toBe("/admin");
    }
    // Already signed in, the sign-in page sends the visitor on at once: the same rule.
    const cookie = cookiesFrom(result);
    for (const volver of ["/.//evil.example/x", "/a/..//evil.example/x"]) {
      const answer = (await call(signInPage.loader, `/admin/entrar?volver=${encodeURIComponent(volver)}`, {
        cookie,
      })) as Response;
      expect(answer.headers.get("Location"), volver).toBe("/admin");
    }
    const back = (await post(signInPage.action as Fn, "/admin/entrar", {
      email: "profe@ef.test",
      password: "clave-del-profe",
      volver: "/admin/buzon?lista=liga#x",
    })) as Response;
    expect(back.headers.get("Location")).toBe("/admin/buzon?lista=liga#x");
  });

  it("slows down wrong attempts per account and address, never locks the account for everyone, and audits them", async () => {
    const passwordHash = await hashPassword("clave-de-limite");
    await handle.db.transaction((tx) =>
      upsertStaffAccount(tx, { email: "limite@ef.test", role: "organiser", passwordHash }),
    );
    const from = (ip: string) => ({ ...context, client: { ip, browserId: null } });
    const attempt = (password: string, ip = "198.51.100.99") =>
      call(signInPage.action, "/admin/entrar", { fields: { email: "limite@ef.test", password }, from: from(ip) });
    // Five typos are free; the sixth is checked and sets a wait; then even the right password must wait.
    for (let i = 0; i < 6; i++) expect(status(await attempt(`mala-${i}`))).toBe(401);
    const refused = await attempt("clave-de-limite");
    expect(status(refused)).toBe(429);
    expect((refused as { init: ResponseInit }).init.headers).toMatchObject({ "Retry-After": "2" });
    expect(body<{ notice: { description: string } }>(refused).notice.description).toMatch(/Espera 2 segundos/);
    // Somebody else's guesses from another address do not keep the account's owner out.
    expect(status(await attempt("clave-de-limite", "203.0.113.200"))).toBe(302);
    const audit = await handle.db
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, "limite@ef.test"));
    expect(audit.filter((row) => row.action === "staff.sign-in.failed")).toHaveLength(6);
    expect(audit.filter((row) => row.action === "staff.sign-in.refused")).toHaveLength(1);
    expect(audit[0]!.details).toContain("198.51.100.99");
    expect(await handle.db.$count(auditLog, eq(auditLog.action, "staff.sign-in"))).toBeGreaterThan(0);
  });

  it("counts parallel guesses before checking them: a burst gets no more checks than the free attempts", async () => {
    const from = { ...context, client: { ip: "198.51.100.150", browserId: null } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(signInPage.action, "/admin/entrar", { fields: { email: "profe@ef.test", password: `mala-${i}` }, from }),
      ),
    );
    const statuses = answers.map(status);
    // Five free attempts and the one that starts the wait were checked (401); the rest waited (429).
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  });

  it("signs out: the session is deleted, the old cookie opens nothing", async () => {
    const cookie = await signIn("profe@ef.test", "clave-del-profe");
    // A page seen first: the session is kept a few seconds in the read cache, which the sign-out empties.
    expect(status(await call(tournamentPage.loader as Fn, "/admin/torneo", { cookie }))).toBe(200);
    const sessionsBefore = await handle.db.$count(session);
    const result = (await post(signOutPage.action as Fn, "/admin/salir", {}, cookie)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/");
    expect(result.headers.getSetCookie().some((c) => c.startsWith("ef_staff.session_token=;"))).toBe(true);
    expect(await handle.db.$count(session)).toBe(sessionsBefore - 1);
    expect(((await call(tournamentPage.loader as Fn, "/admin/torneo", { cookie })) as Response).status).toBe(302);
  });

  it("closes every session of an account from the team page", async () => {
    const cookie = await signIn("orga@ef.test", "clave-de-orga");
    const [orga] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, "orga@ef.test"));
    expect(status(await call(home.loader as Fn, "/admin", { cookie }))).toBe(200);
    expect(
      status(await post(team.action as Fn, "/admin/equipo", { intent: "revoke", id: orga!.id }, adminCookie)),
    ).toBe(302);
    expect(((await call(home.loader as Fn, "/admin", { cookie })) as Response).status).toBe(302);
    organiserCookie = await signIn("orga@ef.test", "clave-de-orga");
  });
});

describe("invitations", () => {
  it("creates an account once from a link, with the invited role", async () => {
    const created = await post(
      team.action as Fn,
      "/admin/equipo",
      { intent: "invite", email: " Nueva@EF.test ", role: "organiser" },
      adminCookie,
    );
    const link = body<{ reply: { link: string } }>(created).reply.link;
    const token = link.split("/").pop()!;
    expect(link).toBe(`http://localhost/admin/invitacion/${token}`);
    const [stored] = await handle.db.select().from(staffInvitations).where(eq(staffInvitations.email, "nueva@ef.test"));
    expect(stored?.tokenHash).not.toContain(token);

    expect(await call(invitation.loader as Fn, link, { params: { token } })).toEqual({
      email: "nueva@ef.test",
      role: "organiser",
    });
    const weak = await post(
      invitation.action as Fn,
      `/admin/invitacion/${token}`,
      { name: "Nueva", password: "corta" },
      undefined,
      { token },
    );
    expect(status(weak)).toBe(400);
    expect(body<{ notice: { title: string; description: string } }>(weak).notice).toMatchObject({
      title: "No se pudo crear la cuenta",
      description: "La contraseña debe tener al menos 10 caracteres.",
    });

    const accepted = (await post(
      invitation.action as Fn,
      `/admin/invitacion/${token}`,
      { name: "Nueva", password: "una-clave-larga" },
      undefined,
      { token },
    )) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin");
    const [account] = await handle.db
      .select({ role: user.role, name: user.name })
      .from(user)
      .where(eq(user.email, "nueva@ef.test"));
    expect(account).toEqual({ role: "organiser", name: "Nueva" });
    expect(status(await call(home.loader as Fn, "/admin", { cookie: cookiesFrom(accepted) }))).toBe(200);

    // Used once: the link is dead now.
    expect(status(await call(invitation.loader as Fn, link, { params: { token } }))).toBe(410);
    expect(
      status(
        await post(
          invitation.action as Fn,
          `/admin/invitacion/${token}`,
          { name: "Otra", password: "otra-clave-larga" },
          undefined,
          { token },
        ),
      ),
    ).toBe(410);
  });

  it("refuses an expired or unknown link", async () => {
    const created = await post(
      team.action as Fn,
      "/admin/equipo",
      { intent: "invite", email: "tarde@ef.test", role: "admin" },
      adminCookie,
    );
    const token = body<{ reply: { link: string } }>(created).reply.link.split("/").pop()!;
    await handle.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, "tarde@ef.test"));
    expect(status(await call(invitation.loader as Fn, "/", { params: { token } }))).toBe(410);
    expect(status(await call(invitation.loader as Fn, "/", { params: { token: "no-existe" } }))).toBe(410);
  });

  it("does not invite an address that already has an account", async () => {
    const result = await post(
      team.action as Fn,
      "/admin/equipo",
      { intent: "invite", email: "profe@ef.test", role: "admin" },
      adminCookie,
    );
    expect(status(result)).toBe(409);
    expect(refusal(result).formError).toBe("Ya hay una cuenta con ese correo.");
  });
});
