import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  blogComments,
  blogPosts,
  competitions,
  consultas,
  honorees,
  leagueTeams,
  mantecupInscripciones,
  newsItems,
  progressEntries,
  rankingEntries,
  schoolYears,
  session,
  staffInvitations,
  tournamentMatches,
  tournamentTeams,
  user,
} from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import type { FormAnswer } from "../../app/platform/domain/form-answer";
import * as csvExport from "../../app/routes/admin/buzon.csv";
import * as contentEditor from "../../app/routes/admin/contenido";
import * as images from "../../app/routes/admin/imagenes";
import * as pictureUpload from "../../app/routes/admin/imagenes.subir";
import * as timetableEditor from "../../app/routes/admin/horarios";
import * as competitionsPanel from "../../app/routes/admin/campeonatos/index";
import * as tournamentEditor from "../../app/routes/admin/campeonatos/competition";
import { getTimetable } from "../../app/courses/server/timetable.server";
import * as inbox from "../../app/routes/admin/buzon";
import * as settings from "../../app/routes/admin/ajustes";
import * as signInPage from "../../app/routes/admin/entrar";
import * as team from "../../app/routes/admin/equipo";
import * as home from "../../app/routes/admin/index";
import * as invitation from "../../app/routes/admin/invitacion";
import * as layout from "../../app/routes/admin/layout";
import * as mantecup from "../../app/routes/admin/mantecup";
import * as moderation from "../../app/routes/admin/moderacion";
import * as news from "../../app/routes/admin/novedades";
import * as auditPage from "../../app/routes/admin/registro";
import * as signOutPage from "../../app/routes/admin/salir";
import * as sessionCheck from "../../app/routes/admin/sesion";
import * as competition from "../../app/routes/campeonatos/mantecup/competition";
import * as leagueCompetition from "../../app/routes/campeonatos/fernando-iii-league/competition";
import * as schoolYear from "../../app/routes/admin/curso";
import * as linkCheckPage from "../../app/routes/admin/enlaces";
import { collectSiteLinks } from "../../app/site/server/link-check.server";
import * as yearExport from "../../app/routes/admin/curso.exportar";
import * as archiveIndex from "../../app/routes/archivo/index";
import * as archiveYear from "../../app/routes/archivo/year";
import * as archiveCompetition from "../../app/routes/archivo/competition";
import { blogCategoryFromSlug } from "../../app/blog/domain/blog";
import { addBlogComment, listBlogPosts } from "../../app/blog/server/blog.server";
import { setCommentHidden } from "../../app/blog/server/moderation.server";
import { getSiteSettings, saveModerationSettings } from "../../app/platform/server/site-settings.server";
import { planCompetitionSetup } from "../../app/competitions/domain/competition-setup";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { checkGatePassword } from "../../app/people/server/gates.server";
import { listNews, pinNewsItem } from "../../app/news/server/news.server";
import { pinnedUntilFrom } from "../../app/news/domain/news";
import { upsertStaffAccount } from "../../app/people/server/staff.server";
import { hashPassword } from "../../app/people/server/passwords.server";
import { cookiesFrom, GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { callRoute, dataOf, headersOf, type RouteFunction, statusOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";
import { readToast } from "../../app/platform/server/toast.server";
import { spanishMatchDay } from "../../app/competitions/domain/fixtures";
import { madridDayOf } from "../../app/platform/domain/madrid-time";
import { signInTeacherAndOrganiser } from "../helpers/staff";

let handle: DatabaseHandle;
let context: AppContext;
let adminCookie: string;
let organiserCookie: string;

type Fn = RouteFunction;
const UNDER_LAYOUT = /^\/admin(?!\/(entrar|salir|invitacion|sesion))(\/|\?|$)/;
/** Calls a panel loader or action; below the panel's layout, its middleware runs first, as React Router runs it. */
const call = (
  fn: Fn,
  url: string,
  options: {
    cookie?: string;
    params?: Record<string, string>;
    fields?: Record<string, string>;
    form?: FormData;
    from?: AppContext;
  } = {},
) =>
  callRoute(fn, url, {
    context: options.from ?? context,
    cookie: options.cookie,
    params: options.params,
    fields: options.fields,
    form: options.form,
    middleware: UNDER_LAYOUT.test(url) ? layout.middleware : undefined,
  });
const post = (fn: Fn, url: string, fields: Record<string, string>, cookie?: string, params?: Record<string, string>) =>
  call(fn, url, { fields, cookie, params });
const status = statusOf;
const body = <T>(result: unknown) => dataOf<T>(result)!;
/** What a refused panel form shows: its own error, each field's error and the values typed. */
const refusal = (result: unknown) => {
  const { "": own, ...fields } = body<FormAnswer>(result).result.error ?? {};
  return {
    formError: own?.[0],
    fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, errors]) => [name, errors?.[0]])),
    values: body<FormAnswer>(result).result.initialValue as Record<string, string>,
  };
};

async function signIn(email: string, password: string) {
  const result = (await post(signInPage.action as Fn, "/admin/entrar", {
    email,
    password,
    volver: "/admin",
  })) as Response;
  expect(result.status).toBe(302);
  return cookiesFrom(result)
    .split("; ")
    .filter((c) => c.startsWith("ef_staff"))
    .join("; ");
}

beforeAll(async () => {
  handle = await createTestDatabase();
  context = { ...testContext(handle.db), limits: GENEROUS_LIMITS };
  ({ teacher: adminCookie, organiser: organiserCookie } = await signInTeacherAndOrganiser(context));
});
afterAll(async () => {
  await handle?.close();
});

// Every admin page, with a harmless write for its action (the role check comes before any parsing).
const ADMIN_ONLY: { url: string; loader: Fn; action?: Fn; fields?: Record<string, string> }[] = [
  {
    url: "/admin/mantecup",
    loader: mantecup.loader as Fn,
    action: mantecup.action as Fn,
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
    url: "/admin/curso",
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

  it("ignores a forged or unknown session cookie", async () => {
    const result = (await call(mantecup.loader as Fn, "/admin/mantecup", {
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
    // …and so is a path that normalises to "//host" (issue 31: these were followed off the site).
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
    const sessionsBefore = await handle.db.$count(session);
    const result = (await post(signOutPage.action as Fn, "/admin/salir", {}, cookie)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/");
    expect(result.headers.getSetCookie().some((c) => c.startsWith("ef_staff.session_token=;"))).toBe(true);
    expect(await handle.db.$count(session)).toBe(sessionsBefore - 1);
    expect(((await call(mantecup.loader as Fn, "/admin/mantecup", { cookie })) as Response).status).toBe(302);
  });

  it("closes every session of an account from the team page", async () => {
    const cookie = await signIn("orga@ef.test", "clave-de-orga");
    const [orga] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, "orga@ef.test"));
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

describe("inbox", () => {
  it("exports a list as CSV with a BOM, the accents and neutralised formulas", async () => {
    await handle.db.insert(consultas).values([
      { name: "Begoña Núñez", course: "2º ESO A", email: "b@ef.test", message: '¿Hay pádel, "en serio"?' },
      { name: '=HYPERLINK("http://x")', course: "3º", message: "hola", source: "buzon" },
    ]);
    const result = (await call(csvExport.loader as Fn, "/admin/buzon/exportar.csv?lista=mensajes", {
      cookie: adminCookie,
    })) as Response;
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="mensajes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await result.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    // A Spanish spreadsheet: `;` between columns, the date as ISO in Madrid time (sortable).
    expect(lines[0]).toBe("Fecha;Origen;Nombre;Curso;Correo;Mensaje;Estado");
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Contacto \(inicio\);Begoña Núñez;2º ESO A;b@ef\.test;"¿Hay pádel, ""en serio""\?";Sin leer$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(`Buzón de sugerencias;"'=HYPERLINK(""http://x"")";3º;;hola;Sin leer`),
    );

    const onlyBox = (await call(csvExport.loader as Fn, "/admin/buzon/exportar.csv?lista=mensajes&origen=buzon", {
      cookie: adminCookie,
    })) as Response;
    expect((await onlyBox.text()).split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("marks as read, archives and deletes, each logged", async () => {
    const [row] = await handle.db
      .select({ id: consultas.id })
      .from(consultas)
      .where(eq(consultas.name, "Begoña Núñez"));
    const id = String(row!.id);
    expect(
      status(await post(inbox.action as Fn, "/admin/buzon", { intent: "read", id, list: "mensajes" }, adminCookie)),
    ).toBe(302);
    const unread = (await call(inbox.loader as Fn, "/admin/buzon?lista=mensajes&estado=nuevos", {
      cookie: adminCookie,
    })) as { rows: { id: number }[] };
    expect(unread.rows.map((r) => r.id)).not.toContain(row!.id);
    expect(
      status(await post(inbox.action as Fn, "/admin/buzon", { intent: "archive", id, list: "mensajes" }, adminCookie)),
    ).toBe(302);
    const archived = (await call(inbox.loader as Fn, "/admin/buzon?lista=mensajes&estado=archivados", {
      cookie: adminCookie,
    })) as { rows: { id: number }[] };
    expect(archived.rows.map((r) => r.id)).toEqual([row!.id]);
    expect(
      status(await post(inbox.action as Fn, "/admin/buzon", { intent: "delete", id, list: "mensajes" }, adminCookie)),
    ).toBe(302);
    expect(await handle.db.$count(consultas, eq(consultas.id, row!.id))).toBe(0);
    expect(
      status(await post(inbox.action as Fn, "/admin/buzon", { intent: "delete", id, list: "mensajes" }, adminCookie)),
    ).toBe(404);
    const actions = (
      await handle.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorEmail, "profe@ef.test"))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["Buzón: marcado como leído", "Buzón: archivado", "Buzón: borrado"]),
    );
  });
});

describe("registrations, moderation, news and passwords", () => {
  it("lists registrations newest first and approves one (logged)", async () => {
    await handle.db.insert(mantecupInscripciones).values([
      {
        teamName: "Los Primeros",
        captainName: "Ana",
        sport: "Voleibol mixto",
        members: "Ana\nLuis",
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
      {
        teamName: "Los Segundos",
        captainName: "Eva",
        sport: "Fútbol femenino",
        members: "Eva",
        status: "pendiente",
        createdAt: new Date("2026-11-02T10:00:00Z"),
      },
    ]);
    const page = (await call(mantecup.loader as Fn, "/admin/mantecup", { cookie: adminCookie })) as {
      registrations: { id: number; teamName: string; status: string }[];
    };
    expect(page.registrations.map((r) => r.teamName)).toEqual(["Los Segundos", "Los Primeros"]);
    const id = String(page.registrations[1]!.id);
    expect(status(await post(mantecup.action as Fn, "/admin/mantecup", { intent: "approve", id }, adminCookie))).toBe(
      302,
    );
    const [row] = await handle.db
      .select({ status: mantecupInscripciones.status })
      .from(mantecupInscripciones)
      .where(eq(mantecupInscripciones.id, Number(id)));
    expect(row?.status).toBe("aprobado");
    const [last] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({
      actorEmail: "profe@ef.test",
      action: "Inscripción Mantecup aprobada",
      target: "Los Primeros",
    });
  });

  it("approving an enrolment puts the team in its competition's group; enrolments are rejected and deleted, each logged", async () => {
    const [voleibol] = await handle.db
      .select({ name: competitions.name, slug: competitions.slug })
      .from(competitions)
      .where(eq(competitions.slug, "voleibol-mixto"));
    await handle.db.insert(mantecupInscripciones).values([
      { teamName: "Las Redes", captainName: "Ana", sport: voleibol!.name, members: "Ana\nLuis" },
      { teamName: "Los Bromistas", captainName: "X", sport: voleibol!.name, members: "X" },
      { teamName: "Los Repetidos", captainName: "Y", sport: voleibol!.name, members: "Y" },
    ]);
    const page = (await call(mantecup.loader as Fn, "/admin/mantecup", { cookie: adminCookie })) as {
      registrations: { id: number; teamName: string }[];
      competitions: { name: string; groups: { id: number; label: string }[] }[];
    };
    const idOf = (team: string) => String(page.registrations.find((r) => r.teamName === team)!.id);
    const groups = page.competitions.find((c) => c.name === voleibol!.name)!.groups;
    expect(groups.length).toBeGreaterThan(0);

    const approved = await post(
      mantecup.action as Fn,
      "/admin/mantecup",
      { intent: "approve", id: idOf("Las Redes"), addToCompetition: "on", groupId: String(groups[0]!.id) },
      adminCookie,
    );
    expect(status(approved)).toBe(302);
    const [team] = await handle.db
      .select()
      .from(tournamentTeams)
      .where(and(eq(tournamentTeams.competitionSlug, voleibol!.slug), eq(tournamentTeams.name, "Las Redes")));
    expect(team?.groupId).toBe(groups[0]!.id);
    // The same team twice in one competition is refused, and the approval with it.
    await handle.db
      .update(mantecupInscripciones)
      .set({ teamName: "Las Redes", status: "pendiente" })
      .where(eq(mantecupInscripciones.id, Number(idOf("Los Repetidos"))));
    const twice = await post(
      mantecup.action as Fn,
      "/admin/mantecup",
      { intent: "approve", id: idOf("Los Repetidos"), addToCompetition: "on" },
      adminCookie,
    );
    expect(status(twice)).toBe(409);
    expect(refusal(twice).formError).toBe("Ese equipo ya está en la competición: apruébala sin añadirlo.");
    const [stillPending] = await handle.db
      .select({ status: mantecupInscripciones.status })
      .from(mantecupInscripciones)
      .where(eq(mantecupInscripciones.id, Number(idOf("Los Repetidos"))));
    expect(stillPending?.status).toBe("pendiente");

    expect(
      status(
        await post(
          mantecup.action as Fn,
          "/admin/mantecup",
          { intent: "reject", id: idOf("Los Bromistas") },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const [rejected] = await handle.db
      .select({ status: mantecupInscripciones.status })
      .from(mantecupInscripciones)
      .where(eq(mantecupInscripciones.id, Number(idOf("Los Bromistas"))));
    expect(rejected?.status).toBe("rechazado");
    expect(
      status(
        await post(
          mantecup.action as Fn,
          "/admin/mantecup",
          { intent: "delete", id: idOf("Los Repetidos") },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect(
      await handle.db
        .select()
        .from(mantecupInscripciones)
        .where(eq(mantecupInscripciones.id, Number(idOf("Los Repetidos")))),
    ).toEqual([]);
    const audit = await handle.db
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(audit).toEqual([
      { action: "Inscripción Mantecup borrada", target: "Las Redes", details: "" },
      { action: "Inscripción Mantecup rechazada", target: "Los Bromistas", details: "" },
      { action: "Inscripción Mantecup aprobada", target: "Las Redes", details: `Añadido a ${voleibol!.name}` },
    ]);
    await handle.db.delete(tournamentTeams).where(eq(tournamentTeams.id, team!.id));
  });

  it("refuses a bad deadline with its message and keeps the typed value, writing nothing", async () => {
    const auditBefore = await handle.db.$count(auditLog);
    const result = await post(
      mantecup.action as Fn,
      "/admin/mantecup",
      { intent: "enrolment", open: "on", deadline: "2026-02-31T10:00" },
      adminCookie,
    );
    expect(status(result)).toBe(400);
    expect(refusal(result)).toMatchObject({
      fieldErrors: { deadline: "Escribe una fecha y hora válidas." },
      values: { deadline: "2026-02-31T10:00", open: "on" },
    });
    expect(await handle.db.$count(auditLog)).toBe(auditBefore);
  });

  it("hides a blog comment from the blog", async () => {
    const [comment] = await handle.db
      .select({ id: blogComments.id, postId: blogComments.postId, content: blogComments.content })
      .from(blogComments)
      .limit(1);
    expect(
      status(
        await post(
          moderation.action as Fn,
          "/admin/moderacion",
          { intent: "hide", id: String(comment!.id), kind: "blog" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug(null));
    const contents = posts.flatMap((p) => p.comments.map((c) => c.content));
    expect(contents).not.toContain(comment!.content);
    const listed = (await call(moderation.loader as Fn, "/admin/moderacion?tipo=blog", { cookie: adminCookie })) as {
      items: { id: number; state: string }[];
    };
    expect(listed.items.find((i) => i.id === comment!.id)?.state).toBe("hidden");
  });

  it("the teacher's words: «la profe», and the year-bound words, saved in Ajustes and checked", async () => {
    const current = await getSiteSettings(handle.db);
    const fields = {
      intent: "settings",
      ...current,
      teacherTitle: "la profe",
      timetableYear: "2025/26",
      mantecupEdition: "IV edición",
      bilingualLabel: "Bilingüe 25/26",
    };
    expect(status(await post(settings.action as Fn, "/admin/ajustes", fields, adminCookie))).toBe(302);
    expect(await getSiteSettings(handle.db)).toMatchObject({
      teacherTitle: "la profe",
      timetableYear: "2025/26",
      mantecupEdition: "IV edición",
      bilingualLabel: "Bilingüe 25/26",
    });
    const refused = await post(
      settings.action as Fn,
      "/admin/ajustes",
      { ...fields, teacherTitle: "le profe", bilingualLabel: " " },
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors).toMatchObject({
      teacherTitle: "Elige «el profe» o «la profe».",
      bilingualLabel: "Escribe el nombre del proyecto bilingüe en el menú.",
    });
    expect(
      status(await post(settings.action as Fn, "/admin/ajustes", { intent: "settings", ...current }, adminCookie)),
    ).toBe(302);
  });

  it("keeps comments waiting for approval apart: counted on the home, «Pendientes», approved or rejected", async () => {
    await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: true });
    try {
      const [post1] = await handle.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
      const waiting = await addBlogComment(handle.db, {
        postId: post1!.id,
        authorName: "Lucía",
        content: "Esperando al profe",
      });
      const rejected = await addBlogComment(handle.db, {
        postId: post1!.id,
        authorName: "Pablo",
        content: "Otro que espera",
      });
      expect(waiting.awaitingApproval).toBe(true);
      const home1 = (await call(home.loader as Fn, "/admin", { cookie: adminCookie })) as {
        counts: { pendingComments: number };
      };
      expect(home1.counts.pendingComments).toBe(2);
      // Without ?tipo the page opens on what waits.
      const listed = (await call(moderation.loader as Fn, "/admin/moderacion", { cookie: adminCookie })) as {
        kind: string;
        items: { id: number; state: string; author: string }[];
      };
      expect(listed.kind).toBe("pendientes");
      expect(listed.items.map((i) => [i.author, i.state])).toEqual([
        ["Lucía", "pending"],
        ["Pablo", "pending"],
      ]);
      const shown = async () =>
        (await listBlogPosts(handle.db, blogCategoryFromSlug(null))).flatMap((p) =>
          p.comments.map((c) => c.authorName),
        );
      expect(await shown()).not.toContain("Lucía");

      expect(
        status(
          await post(
            moderation.action as Fn,
            "/admin/moderacion?tipo=pendientes",
            { intent: "approve-blog", id: String(waiting.id) },
            adminCookie,
          ),
        ),
      ).toBe(302);
      expect(
        status(
          await post(
            moderation.action as Fn,
            "/admin/moderacion?tipo=pendientes",
            { intent: "reject-blog", id: String(rejected.id) },
            adminCookie,
          ),
        ),
      ).toBe(302);
      expect(await shown()).toContain("Lucía");
      expect(await handle.db.select().from(blogComments).where(eq(blogComments.id, rejected.id))).toEqual([]);
      // Decided once: a second approval of the same comment is refused, not repeated.
      expect(
        status(
          await post(
            moderation.action as Fn,
            "/admin/moderacion",
            { intent: "approve-blog", id: String(waiting.id) },
            adminCookie,
          ),
        ),
      ).toBe(409);
      const home2 = (await call(home.loader as Fn, "/admin", { cookie: adminCookie })) as {
        counts: { pendingComments: number };
      };
      expect(home2.counts.pendingComments).toBe(0);
      // Hidden by the teacher is not waiting: not counted, marked «hidden».
      await setCommentHidden(handle.db, "blog", waiting.id, true);
      expect(
        ((await call(home.loader as Fn, "/admin", { cookie: adminCookie })) as { counts: { pendingComments: number } })
          .counts.pendingComments,
      ).toBe(0);
      const audit = await handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(2);
      expect(audit.map((a) => a.action)).toEqual(["Rechazar comentario del blog", "Aprobar comentario del blog"]);
    } finally {
      await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: false });
    }
  });

  it("publishes a news item in the site's one text format, its white space tidied", async () => {
    const result = await post(
      news.action as Fn,
      "/admin/novedades",
      {
        intent: "create",
        title: "Jornada de orientación",
        date: "2026-12-01",
        content: "  Ven **al parque**  \r\n\r\n\r\n- agua\r\n- gorra\u0007 ",
        tags: "Evento, 3º ESO",
      },
      adminCookie,
    );
    expect(status(result)).toBe(302);
    const item = (await listNews(handle.db)).find((n) => n.title === "Jornada de orientación");
    expect(item).toMatchObject({
      date: "2026-12-01",
      tags: ["Evento", "3º ESO"],
      content: "Ven **al parque**\n\n- agua\n- gorra",
    });
    const bad = await post(
      news.action as Fn,
      "/admin/novedades",
      { intent: "create", title: "", date: "x", content: "" },
      adminCookie,
    );
    expect(status(bad)).toBe(400);
    expect(await handle.db.$count(newsItems, eq(newsItems.title, ""))).toBe(0);
  });

  it("changes a course password: the new one opens the gate, the old one no more, nothing of it is logged", async () => {
    await post(
      settings.action as Fn,
      "/admin/ajustes",
      { intent: "password", id: "course:2-eso", password: "primera-clave", confirm: "primera-clave" },
      adminCookie,
    );
    const mismatch = await post(
      settings.action as Fn,
      "/admin/ajustes",
      { intent: "password", id: "course:2-eso", password: "segunda-clave", confirm: "otra" },
      adminCookie,
    );
    expect(status(mismatch)).toBe(400);
    expect(refusal(mismatch).values).not.toHaveProperty("password");
    expect(
      status(
        await post(
          settings.action as Fn,
          "/admin/ajustes",
          { intent: "password", id: "course:2-eso", password: "segunda-clave", confirm: "segunda-clave" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const client = { ip: "192.0.2.1", browserId: null };
    expect(await checkGatePassword(handle.db, "course:2-eso", "segunda-clave", client, GENEROUS_LIMITS)).toEqual({
      outcome: "granted",
    });
    expect(await checkGatePassword(handle.db, "course:2-eso", "primera-clave", client, GENEROUS_LIMITS)).toEqual({
      outcome: "denied",
    });
    const logged = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "Contraseña cambiada")));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toMatch(/primera-clave|segunda-clave/);
    const page = (await call(settings.loader as Fn, "/admin/ajustes", { cookie: adminCookie })) as object;
    expect(JSON.stringify(page)).not.toMatch(/scrypt|\$|segunda-clave/);
  });
});

describe("result entry with a staff account", () => {
  it("saves a result without the shared password, recording who", async () => {
    // The shared page is the same for everyone (the page cache serves it to the teacher too): it
    // does not say who is signed in; the dialog asks /admin/sesion.
    const page = body<{ access: string; matches: { id: number; played: boolean }[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/voleibol-mixto", { cookie: organiserCookie }),
    );
    expect(page.access).toBe("password");
    expect(
      await ((await call(sessionCheck.loader as Fn, "/admin/sesion", { cookie: organiserCookie })) as Response).json(),
    ).toEqual({ signedIn: true, organiserDay: false });
    const match = page.matches.find((m) => !m.played)!;
    // Without JavaScript the match opens as ?partido=ID: that page knows, and is private.
    const noScript = await call(competition.loader as Fn, `/campeonatos/mantecup/voleibol-mixto?partido=${match.id}`, {
      cookie: organiserCookie,
    });
    expect(body<{ access: string; selectedMatchId: number }>(noScript)).toMatchObject({
      access: "account",
      selectedMatchId: match.id,
    });
    expect(headersOf(noScript).get("Cache-Control")).toBe("private, no-store");
    const saved = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/voleibol-mixto",
      { intent: "save", partido: String(match.id), team1: "2", team2: "1", _js: "1" },
      organiserCookie,
    );
    expect(body<FormAnswer>(saved).reply?.stage).toBe("saved");
    const [row] = await handle.db
      .select({ a: tournamentMatches.team1Score, b: tournamentMatches.team2Score })
      .from(tournamentMatches)
      .where(eq(tournamentMatches.id, match.id));
    expect(row).toEqual({ a: 2, b: 1 });

    const sessionAnswer = (await call(sessionCheck.loader as Fn, "/admin/sesion")) as Response;
    expect(sessionAnswer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await sessionAnswer.json()).toEqual({ signedIn: false, organiserDay: false });
    expect(
      body<{ access: string }>(
        await call(competition.loader as Fn, `/campeonatos/mantecup/voleibol-mixto?partido=${match.id}`),
      ).access,
    ).toBe("password");
    const refused = await post(competition.action as Fn, "/campeonatos/mantecup/voleibol-mixto", {
      intent: "save",
      partido: String(match.id),
      team1: "3",
      team2: "0",
      _js: "1",
    });
    expect(status(refused)).toBe(403);
  });
});

describe("pins that end (issue 47)", () => {
  it("an item pinned last year no longer sits on top; pinning it again keeps it there a month", async () => {
    const [old] = await handle.db
      .insert(newsItems)
      .values({
        title: "Fijada del curso pasado",
        date: "2025-09-15",
        content: "Vieja.",
        pinned: true,
        pinnedUntil: "2025-10-15",
      })
      .returning({ id: newsItems.id });
    const board = await listNews(handle.db);
    expect(board.find((n) => n.id === old!.id)?.pinned).toBe(false);
    // It takes its place by date, below the items still pinned.
    expect(board.findIndex((n) => n.id === old!.id)).toBeGreaterThanOrEqual(board.filter((n) => n.pinned).length);
    await pinNewsItem(handle.db, old!.id, true);
    const pinned = (await listNews(handle.db)).find((n) => n.id === old!.id)!;
    expect(pinned).toMatchObject({ pinned: true, pinnedUntil: pinnedUntilFrom(madridDayOf(new Date())) });
    await handle.db.delete(newsItems).where(eq(newsItems.id, old!.id));
  });
});

describe("content editors and images", () => {
  it("adds, edits and deletes a blog post that the blog shows", async () => {
    const created = await post(
      contentEditor.action as Fn,
      "/admin/contenido/blog",
      {
        intent: "create",
        title: "Crónica del cross",
        category: "3º ESO",
        author: "",
        content: "Primer párrafo.\n\nSegundo.",
      },
      adminCookie,
    );
    expect(status(created)).toBe(302);
    // The notice agrees with the noun (issue 47): «Entrada guardada», not «Entrada: guardado».
    const notice = await readToast(
      new Request("http://localhost/admin/contenido/blog", { headers: { Cookie: cookiesFrom(created as Response) } }),
      context,
    );
    expect(notice.toast?.title).toBe("Entrada guardada");
    const page = (await call(contentEditor.loader as Fn, "/admin/contenido/blog", { cookie: adminCookie })) as {
      rows: { id: number; values: Record<string, string> }[];
      editor: { startsWith?: Record<string, string> };
    };
    // A new post starts as the department's (issue 47: an empty author shows «Anónimo», spec 001 §2).
    expect(page.editor.startsWith).toEqual({ author: "Departamento de Educación Física" });
    const row = page.rows.find((r) => r.values.title === "Crónica del cross")!;
    expect(row.values).toMatchObject({ category: "3º ESO", author: "" });
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug("3-eso"));
    expect(posts.map((p) => p.title)).toContain("Crónica del cross");

    const edited = await post(
      contentEditor.action as Fn,
      "/admin/contenido/blog",
      {
        intent: "update",
        id: String(row.id),
        title: "Crónica del cross escolar",
        category: "",
        author: "Dpto. EF",
        content: "Texto.",
        imageUrl: "/subidas/abc.png",
        imageAlt: "Salida del cross",
      },
      adminCookie,
    );
    expect(status(edited)).toBe(302);
    expect((await listBlogPosts(handle.db, blogCategoryFromSlug(null))).find((p) => p.id === row.id)).toMatchObject({
      title: "Crónica del cross escolar",
      category: null,
      author: "Dpto. EF",
      imageUrl: "/subidas/abc.png",
      imageAlt: "Salida del cross",
    });
    expect(
      status(
        await post(
          contentEditor.action as Fn,
          "/admin/contenido/blog",
          { intent: "delete", id: String(row.id) },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect((await listBlogPosts(handle.db, blogCategoryFromSlug(null))).some((p) => p.id === row.id)).toBe(false);
  });

  it("checks every list's rules and keeps the typed values", async () => {
    const badges = await post(
      contentEditor.action as Fn,
      "/admin/contenido/ranking",
      {
        intent: "create",
        course: "2º ESO",
        classLetter: "B",
        rank: "1",
        name: "Ana",
        points: "120",
        badges: "proyectos, trampas",
      },
      adminCookie,
    );
    expect(status(badges)).toBe(400);
    expect(refusal(badges)).toMatchObject({
      fieldErrors: { badges: "Las insignias posibles son: proyectos, web, subida." },
      values: { name: "Ana", badges: "proyectos, trampas" },
    });
    const progress = await post(
      contentEditor.action as Fn,
      "/admin/contenido/progreso",
      { intent: "create", classLetter: "A", rank: "1", name: "Leo", progress: "140" },
      adminCookie,
    );
    expect(refusal(progress).fieldErrors.progress).toBe("El progreso debe estar entre 0 y 100.");
    const honoree = await post(
      contentEditor.action as Fn,
      "/admin/contenido/salon-de-la-fama",
      {
        intent: "create",
        name: "X",
        sport: "Y",
        achievement: "Z",
        status: "W",
        imageUrl: "https://evil.example/a.png",
        quote: "Q",
      },
      adminCookie,
    );
    expect(refusal(honoree).fieldErrors.imageUrl).toMatch(/imagen de la web/);
    expect(status(await call(contentEditor.loader as Fn, "/admin/contenido/no-existe", { cookie: adminCookie }))).toBe(
      404,
    );
  });

  it("replaces a class's ranking with ten rows pasted from a spreadsheet, in one submission; a bad line saves nothing", async () => {
    const classOf = (course: string, letter: string) =>
      handle.db
        .select()
        .from(rankingEntries)
        .where(and(eq(rankingEntries.course, course), eq(rankingEntries.classLetter, letter)))
        .orderBy(rankingEntries.rank);
    const otherClassBefore = await classOf("2º ESO", "A");
    const pasted = [
      "Puesto\tNombre\tPuntos\tInsignias",
      ...Array.from({ length: 10 }, (_, i) => `${i + 1}\tAlumno ${i + 1}\t${200 - i * 10}\t${i === 0 ? "web" : ""}`),
    ].join("\r\n");

    const refused = await post(
      contentEditor.action as Fn,
      "/admin/contenido/ranking",
      { intent: "paste", course: "3º ESO", classLetter: "C", rows: pasted.replace("Alumno 4\t170", "Alumno 4\tmucho") },
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors.rows).toBe(
      "Línea 5 (Puntos): Escribe un número de puntos (312 o 312,5) o un porcentaje (92%).",
    );
    expect(refusal(refused).values.rows).toContain("Alumno 4\tmucho");
    expect(await classOf("3º ESO", "C")).toHaveLength(0);

    // Twice: the second paste replaces the first, it does not add to it.
    for (let round = 0; round < 2; round++) {
      const saved = await post(
        contentEditor.action as Fn,
        "/admin/contenido/ranking",
        { intent: "paste", course: "3º ESO", classLetter: "C", rows: pasted },
        adminCookie,
      );
      expect(status(saved)).toBe(302);
    }
    const stored = await classOf("3º ESO", "C");
    expect(stored.map((r) => [r.rank, r.name, r.points])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, `Alumno ${i + 1}`, String(200 - i * 10)]),
    );
    expect(stored[0]!.badges).toEqual(["web"]);
    expect(await classOf("2º ESO", "A")).toEqual(otherClassBefore);
    const [audit] = await handle.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: "Ranking amigable: clase pegada", target: "3º ESO C: 10 filas (antes 10)" });
  });

  it("stores course news as written, in the one text format: tags are words, never markup", async () => {
    const content = "Trae [ropa](javascript:alert(1)) <img src=x onerror=alert(1)>\r\nY **agua**";
    await post(
      contentEditor.action as Fn,
      "/admin/contenido/noticias-de-curso",
      { intent: "create", course: "1º Bachillerato", type: "alert", title: "Examen práctico", content },
      adminCookie,
    );
    const page = (await call(contentEditor.loader as Fn, "/admin/contenido/noticias-de-curso", {
      cookie: adminCookie,
    })) as { rows: { values: Record<string, string> }[] };
    const stored = page.rows.find((r) => r.values.title === "Examen práctico")!;
    expect(stored.values.content).toBe("Trae [ropa](javascript:alert(1)) <img src=x onerror=alert(1)>\nY **agua**");
  });

  it("the picture picker's upload answers with the new picture as JSON; the same photo again is picked, not refused", async () => {
    const { default: sharp } = await import("sharp");
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const send = async () => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new File([new Uint8Array(photo)], "pista.jpg", { type: "image/jpeg" }));
      return (await call(pictureUpload.action as Fn, "/admin/imagenes/subir", {
        form,
        cookie: adminCookie,
      })) as Response;
    };
    const first = await send();
    expect(first.status).toBe(200);
    const answer = (await first.json()) as FormAnswer;
    expect(answer.ok).toBe(true);
    expect(answer.reply).toMatchObject({
      url: expect.stringMatching(/^\/subidas\/[0-9a-f]{24}\.jpg$/),
      label: "pista.jpg (subida)",
    });
    // The thumbnail is the smallest copy, not the photo.
    expect(answer.reply?.thumb).toBe(answer.reply?.url?.replace(/\.jpg$/, "-480.webp"));
    const again = (await (await send()).json()) as FormAnswer;
    expect(again.reply?.url).toBe(answer.reply!.url);
    // Anonymous: sent to sign in, nothing stored.
    const form = new FormData();
    form.set("intent", "upload");
    expect(status(await call(pictureUpload.action as Fn, "/admin/imagenes/subir", { form }))).toBe(302);
  });

  it("uploads an image recognised by its bytes, and refuses an SVG whatever it is called", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAHEAQCLFJp6AAAAAElFTkSuQmCC",
      "base64",
    );
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new File([new Uint8Array(bytes)], name, { type }));
      return call(images.action as Fn, "/admin/imagenes", { form, cookie: adminCookie });
    };
    expect(status(await upload(png, "cancha.png", "image/png"))).toBe(302);
    // The same picture again (a second tap) is refused, by its content whatever it is called (issue 32).
    const again = await upload(png, "cancha-otra-vez.png", "image/png");
    expect(status(again)).toBe(409);
    expect(refusal(again).formError).toBe("Esta foto ya está subida.");
    const page = (await call(images.loader as Fn, "/admin/imagenes", { cookie: adminCookie })) as {
      images: { url: string; width: number; height: number; contentType: string }[];
    };
    expect(page.images[0]).toMatchObject({ width: 3, height: 2, contentType: "image/png" });
    expect(page.images[0]!.url).toMatch(/^\/subidas\/[0-9a-f]{24}\.png$/);
    const fs = await import("node:fs");
    const { default: sharp } = await import("sharp");
    const stored = `${context.uploads.dir}/${page.images[0]!.url.split("/").pop()}`;
    expect(await sharp(fs.readFileSync(stored)).metadata()).toMatchObject({ format: "png", width: 3, height: 2 });

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "foto.png",
      "image/png",
    );
    expect(status(svg)).toBe(415);
    expect(refusal(svg).formError).toBe("Solo se admiten imágenes PNG, JPEG, WebP o GIF.");
    // A JPEG that only starts like one is refused in Spanish, not stored.
    const broken = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), "rota.jpg", "image/jpeg");
    expect(status(broken)).toBe(422);
    expect(refusal(broken).formError).toBe("La imagen está dañada o no se puede leer.");
  });

  it("makes a phone photo fit for phones: AVIF and WebP at the pages' widths, none wider than the largest, without its GPS position", async () => {
    const { default: sharp } = await import("sharp");
    const fs = await import("node:fs");
    // A 4000×3000 photo with the place it was taken in its EXIF, as a phone writes it.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#2a7f62" } })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: "Teléfono", Model: "Cámara" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 23/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "5/1 59/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([new Uint8Array(photo)], "recreo.jpg", { type: "image/jpeg" }));
    expect(status(await call(images.action as Fn, "/admin/imagenes", { form, cookie: adminCookie }))).toBe(302);
    const page = (await call(images.loader as Fn, "/admin/imagenes", { cookie: adminCookie })) as {
      images: { url: string; width: number; height: number; originalName: string }[];
    };
    const uploaded = page.images.find((i) => i.originalName === "recreo.jpg")!;
    expect(uploaded).toMatchObject({ width: 1600, height: 1200 });
    const name = uploaded.url
      .split("/")
      .pop()!
      .replace(/\.jpg$/, "");
    const files = fs
      .readdirSync(context.uploads.dir)
      .filter((f) => f.startsWith(name))
      .sort();
    expect(files).toEqual([
      `${name}-1600.avif`,
      `${name}-1600.webp`,
      `${name}-480.avif`,
      `${name}-480.webp`,
      `${name}-960.avif`,
      `${name}-960.webp`,
      `${name}.jpg`,
    ]);
    for (const file of files) {
      const meta = await sharp(fs.readFileSync(`${context.uploads.dir}/${file}`)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.width, file).toBeLessThanOrEqual(1600);
      expect(meta.format, file).toBe(file.endsWith(".avif") ? "heif" : file.endsWith(".webp") ? "webp" : "jpeg");
    }
    // A news item showing it gets the variants for its srcset, and its size (no layout shift).
    expect(
      status(
        await post(
          news.action as Fn,
          "/admin/novedades",
          {
            intent: "create",
            title: "Foto del recreo",
            date: "2026-11-20",
            content: "Así fue.",
            imageText: "El recreo",
            imageUrl: uploaded.url,
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const item = (await listNews(handle.db)).find((n) => n.title === "Foto del recreo")!;
    expect(item.image).toEqual({ width: 1600, height: 1200, widths: [480, 960, 1600] });
  });
});

describe("link check", () => {
  it("checks every link of the site and keeps the report: each broken one with its problem and its pages", async () => {
    expect(
      body<{ last: null }>(await call(linkCheckPage.loader as Fn, "/admin/enlaces", { cookie: adminCookie })).last,
    ).toBeNull();
    expect(status(await post(linkCheckPage.action as Fn, "/admin/enlaces", { intent: "check" }, adminCookie))).toBe(
      302,
    );
    // The check runs in the background: the page says so until its report is in.
    type Report = {
      last: {
        running: boolean;
        working: number;
        broken: { url: string; problem: string; places: { page: string }[] }[];
      };
    };
    let report: Report;
    for (;;) {
      report = body<Report>(await call(linkCheckPage.loader as Fn, "/admin/enlaces", { cookie: adminCookie }));
      if (!report.last.running) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const { last } = report;
    // Whether a link works depends on the network this runs on; that every one was checked and reported does not.
    expect(last.working + last.broken.length).toBe((await collectSiteLinks(handle.db)).length);
    for (const link of last.broken) {
      expect(link.problem, link.url).toMatch(/\.$/);
      expect(link.places.length, link.url).toBeGreaterThan(0);
    }
    const [logged] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "Comprobación de enlaces empezada"));
    expect(logged?.actorEmail).toBe("profe@ef.test");
  }, 60_000);
});

describe("timetable editor", () => {
  it("replaces a grid as a whole, and refuses a bad cell without touching the stored one", async () => {
    const before = await getTimetable(handle.db);
    const refused = await post(
      timetableEditor.action as Fn,
      "/admin/horarios",
      { intent: "save", grid: "instalaciones", "c-0-1": "Gimnasio\nPista" },
      adminCookie,
    );
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors).toEqual({ "c-0-1": "Una sola línea por casilla." });
    expect(await getTimetable(handle.db)).toEqual(before);

    expect(
      status(
        await post(
          timetableEditor.action as Fn,
          "/admin/horarios",
          { intent: "save", grid: "clases", "c-0-1": "2º ESO A\nGuardia", "c-4-5": "1º Bach B" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const after = await getTimetable(handle.db);
    expect(after.classes[0]!.days[0]).toEqual(["2º ESO A", "Guardia"]);
    expect(after.classes[4]!.days[4]).toEqual(["1º Bach B"]);
    expect(after.classes.flatMap((r) => r.days).filter((d) => d.length > 0)).toHaveLength(2);
    expect(after.facilities).toEqual(before.facilities);
  });
});

/** What the tournaments editor's loader gives, as these tests read it. */
type Editing = {
  teams: { id: number; name: string }[];
  groups: { id: number }[];
  matches: { id: number; team1Id: number; team2Id: number; played: boolean; team1Score: number | null }[];
};

describe("tournaments editor", () => {
  const url = "/admin/campeonatos/badminton-femenino";
  const load = async () => (await call(tournamentEditor.loader as Fn, url, { cookie: adminCookie })) as Editing;

  it("writes its help text's example day as today's, not a day of 2025 (issue 47)", async () => {
    const page = (await call(tournamentEditor.loader as Fn, url, { cookie: adminCookie })) as { exampleDay: string };
    expect(page.exampleDay).toBe(spanishMatchDay(madridDayOf(new Date())));
  });

  it("adds a team and a fixture, saves a valid result (live), refuses an invalid one, and clears it", async () => {
    const before = await load();
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addTeam", name: "Pareja Nueva", course: "2º ESO", groupId: String(before.groups[0]!.id) },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const withTeam = await load();
    const team = withTeam.teams.find((t) => t.name === "Pareja Nueva")!;
    const rival = withTeam.teams[0]!;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addMatch", team1Id: String(team.id), team2Id: String(team.id), day: "2026-12-01" },
          adminCookie,
        ),
      ),
    ).toBe(400);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "addMatch", team1Id: String(team.id), team2Id: String(rival.id), day: "2026-12-01", time: "11:15" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const match = (await load()).matches.find((m) => m.team1Id === team.id)!;

    const bad = await post(
      tournamentEditor.action as Fn,
      url,
      { intent: "result", id: String(match.id), team1: "21", team2: "21" },
      adminCookie,
    );
    expect(status(bad)).toBe(400);
    expect(refusal(bad).formError).toBe("Resultado de Bádminton inválido: En bádminton no puede haber empate.");

    const heard: string[] = [];
    const unsubscribe = context.events.subscribe("competition:badminton-femenino", (message) => heard.push(message));
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "result", id: String(match.id), team1: "21", team2: "15" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    unsubscribe();
    expect(heard).toHaveLength(1);
    const played = (await load()).matches.find((m) => m.id === match.id)!;
    expect(played).toMatchObject({ played: true, team1Score: 21 });

    expect(
      status(
        await post(tournamentEditor.action as Fn, url, { intent: "clearResult", id: String(match.id) }, adminCookie),
      ),
    ).toBe(302);
    expect((await load()).matches.find((m) => m.id === match.id)).toMatchObject({ played: false, team1Score: null });
  });

  it("edits any competition the database holds at its own address; an unknown one is 404, an old link goes to its editor", async () => {
    await handle.db
      .insert(competitions)
      .values({ slug: "voleibol-femenino", name: "Voleibol Femenino", sport: "voleibol", position: 99 });
    const page = (await call(tournamentEditor.loader as Fn, "/admin/campeonatos/voleibol-femenino", {
      cookie: adminCookie,
    })) as {
      competition: { slug: string };
      competitions: { slug: string; name: string }[];
    };
    expect(page.competition.slug).toBe("voleibol-femenino");
    expect(page.competitions.at(-1)).toMatchObject({ slug: "voleibol-femenino", name: "Voleibol Femenino" });
    const added = (await post(
      tournamentEditor.action as Fn,
      "/admin/campeonatos/voleibol-femenino",
      { intent: "addTeam", name: "Las Rápidas" },
      adminCookie,
    )) as Response;
    expect(added.status).toBe(302);
    expect(
      status(await call(tournamentEditor.loader as Fn, "/admin/campeonatos/no-existe", { cookie: adminCookie })),
    ).toBe(404);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          "/admin/campeonatos/no-existe",
          { intent: "addTeam", name: "Nadie" },
          adminCookie,
        ),
      ),
    ).toBe(404);
    const gone = await post(
      tournamentEditor.action as Fn,
      "/admin/campeonatos/voleibol-femenino",
      { intent: "deleteTeam", id: "999999" },
      adminCookie,
    );
    expect([status(gone), refusal(gone).formError]).toEqual([404, "Ese elemento ya no existe."]);
    const list = body<{ competitions: { slug: string }[] }>(
      await call(competitionsPanel.loader as Fn, "/admin/campeonatos", { cookie: adminCookie }),
    );
    expect(list.competitions.map((c) => c.slug)).toContain("voleibol-femenino");
    const old = (await call(competitionsPanel.loader as Fn, "/admin/campeonatos?competicion=voleibol-femenino", {
      cookie: adminCookie,
    })) as Response;
    expect([old.status, old.headers.get("Location")]).toEqual([301, "/admin/campeonatos/voleibol-femenino"]);
    await handle.db.delete(competitions).where(eq(competitions.slug, "voleibol-femenino"));
  });

  it("generates a group's fixtures on school days, refuses bad days in Spanish, and never once the group has a result", async () => {
    const gen = "/admin/campeonatos/voleibol-mixto";
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          gen,
          { intent: "addGroup", code: "Z", label: "Grupo Z" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const withGroup = (await call(tournamentEditor.loader as Fn, gen, { cookie: adminCookie })) as Omit<
      Editing,
      "groups"
    > & { groups: { id: number; label: string }[] };
    const group = withGroup.groups.find((g) => g.label === "Grupo Z")!;
    for (const name of ["Zeta 1", "Zeta 2", "Zeta 3", "Zeta 4"]) {
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            gen,
            { intent: "addTeam", name, groupId: String(group.id) },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    const fields = {
      intent: "generateFixtures",
      groupId: String(group.id),
      start: "2027-01-02",
      time: "11:15",
      courts: "2",
      nonSchoolDays: "2027-01-05\n07/01/2027 puente",
    };

    const badDay = await post(
      tournamentEditor.action as Fn,
      gen,
      { ...fields, nonSchoolDays: "2027-01-05\n31/02/2027" },
      adminCookie,
    );
    expect(status(badDay)).toBe(400);
    expect(refusal(badDay).fieldErrors.nonSchoolDays).toBe(
      "«31/02/2027» no es un día: escribe cada uno como 08/12/2026 o 2026-12-08.",
    );
    expect(refusal(badDay).values.nonSchoolDays).toBe("2027-01-05\n31/02/2027");

    expect(status(await post(tournamentEditor.action as Fn, gen, fields, adminCookie))).toBe(302);
    const rows = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id));
    expect(rows).toHaveLength(6);
    // Saturday the 2nd → Monday the 4th (2 courts), Tuesday the 5th and Thursday the 7th closed → Wednesday the 6th, Friday the 8th.
    expect([...new Set(rows.map((r) => r.date))]).toEqual([
      "Lunes, 4 de enero de 2027",
      "Miércoles, 6 de enero de 2027",
      "Viernes, 8 de enero de 2027",
    ]);
    expect(new Set(rows.map((r) => r.location))).toEqual(new Set(["Pista 1", "Pista 2"]));
    expect(rows.every((r) => r.time === "11:15" && r.status === "pending")).toBe(true);
    const [logged] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "Calendario generado"));
    expect(logged?.details).toBe("6 partidos desde 2027-01-02");
    // The closed days are kept for the next time, in the form's own words.
    const kept = (await call(tournamentEditor.loader as Fn, gen, { cookie: adminCookie })) as { nonSchoolDays: string };
    expect(kept.nonSchoolDays).toBe("05/01/2027\n07/01/2027 puente");

    // Generating again replaces them (nothing played yet); after a result, it is refused and nothing changes.
    expect(status(await post(tournamentEditor.action as Fn, gen, { ...fields, homeAndAway: "on" }, adminCookie))).toBe(
      302,
    );
    const twice = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id));
    expect(twice).toHaveLength(12);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          gen,
          { intent: "result", id: String(twice[0]!.id), team1: "2", team2: "0" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const refused = await post(tournamentEditor.action as Fn, gen, fields, adminCookie);
    expect(status(refused)).toBe(409);
    expect(refusal(refused).formError).toBe("Este grupo ya tiene resultados: cambia o mueve sus partidos uno a uno.");
    expect(
      await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.groupId, group.id)),
    ).toHaveLength(12);
  });

  it("creates a competition from the panel, of any sport: it has its page and its place on the Mantecup page; a name taken is refused", async () => {
    const created = (await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Fútbol Sala Femenino", sport: "futbol", category: "femenino" },
      adminCookie,
    )) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/futbol-sala-femenino");
    const [row] = await handle.db.select().from(competitions).where(eq(competitions.slug, "futbol-sala-femenino"));
    expect(row).toMatchObject({
      name: "Fútbol Sala Femenino",
      sport: "futbol",
      category: "femenino",
      pointsWin: 3,
      tieBreaks: ["difference", "scored", "fewest-against", "head-to-head"],
    });
    const mantecup = await import("../../app/routes/campeonatos/mantecup");
    const listed = body<{ competitions: { slug: string }[] }>(
      await call(mantecup.loader as Fn, "/campeonatos/mantecup"),
    );
    expect(listed.competitions.at(-1)?.slug).toBe("futbol-sala-femenino");
    expect(status(await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-sala-femenino"))).toBe(200);

    const taken = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Futbol sala femenino", sport: "futbol" },
      adminCookie,
    );
    expect(status(taken)).toBe(409);
    expect(refusal(taken).formError).toBe("Ya hay una competición con ese nombre.");
    const badSport = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "createCompetition", name: "Ajedrez", sport: "ajedrez" },
      adminCookie,
    );
    expect(status(badSport)).toBe(400);
    expect(refusal(badSport).fieldErrors.sport).toBe("Elige un deporte.");
    expect(refusal(badSport).values.name).toBe("Ajedrez");
    await handle.db.delete(competitions).where(eq(competitions.slug, "futbol-sala-femenino"));

    // Any other sport: its name says which; it keeps scores like football's.
    const handball = {
      intent: "createCompetition",
      name: "Balonmano Mixto",
      sport: "otro",
      category: "mixto",
      teams: "Rayo\nLeones\nTigres",
      groupCount: "1",
      seed: "7",
      withFixtures: "on",
      start: "2027-02-01",
      time: "11:15",
      courts: "1",
    };
    expect(status(await post(competitionsPanel.action as Fn, "/admin/campeonatos", handball, adminCookie))).toBe(302);
    const handballPage = body<{ competition: { sport: string }; matches: unknown[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/balonmano-mixto"),
    );
    expect(handballPage.competition.sport).toBe("otro");
    expect(handballPage.matches).toHaveLength(3);
    await handle.db.delete(competitions).where(eq(competitions.slug, "balonmano-mixto"));
  });

  it("sets up a whole competition in one submission: 8 pasted teams, 2 groups drawn as previewed, their fixtures on school days", async () => {
    const loaded = (await call(competitionsPanel.loader as Fn, "/admin/campeonatos", { cookie: adminCookie })) as {
      seed: number;
      nonSchoolDays: string[];
    };
    const teams = ["Rayo", "Leones", "Tigres", "Halcones", "Pumas", "Linces", "Osos", "Lobos"];
    const fields = {
      intent: "createCompetition",
      name: "Voley Playa Mixto",
      sport: "voleibol",
      category: "mixto",
      teams: teams.join("\n"),
      groupCount: "2",
      seed: String(loaded.seed),
      withFixtures: "on",
      start: "2027-02-01",
      time: "11:15",
      courts: "1",
    };
    // Refused as a whole: a team twice writes nothing, and the typed teams come back.
    const twice = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { ...fields, teams: `${fields.teams}\nrayo` },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.teams).toBe("«rayo» está dos veces.");
    expect(refusal(twice).values.teams).toContain("Lobos\nrayo");
    expect(await handle.db.select().from(competitions).where(eq(competitions.slug, "voley-playa-mixto"))).toEqual([]);

    const created = (await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie)) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/voley-playa-mixto");
    const page = body<{
      groups: { label: string; standings: { name: string }[] }[];
      matches: { day: string | null }[];
    }>(await call(competition.loader as Fn, "/campeonatos/mantecup/voley-playa-mixto"));
    // The groups the browser previewed with the same seed.
    const previewed = planCompetitionSetup(
      {
        teams: fields.teams,
        groupCount: 2,
        seed: loaded.seed,
        fixtures: { start: "2027-02-01", time: "11:15", courts: 1, homeAndAway: false },
      },
      loaded.nonSchoolDays,
    );
    if ("error" in previewed) throw new Error(previewed.error);
    expect(page.groups.map((g) => [g.label, g.standings.map((r) => r.name).sort()])).toEqual(
      previewed.groups.map((g) => [g.label, [...g.teams].sort()]),
    );
    expect(page.matches).toHaveLength(12);
    expect(page.matches.map((m) => m.day)).toEqual(previewed.matches.map((m) => m.date));
    const [audit] = await handle.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toBe("Voleibol: 2 grupos, 8 equipos, 12 partidos");
    await handle.db.delete(competitions).where(eq(competitions.slug, "voley-playa-mixto"));
  });

  it("draws a knockout from the group tables: winners go through as results are saved, a draw needs penalties, the final crowns a champion", async () => {
    type Knockout = {
      ties: {
        code: string;
        label: string;
        home: string | null;
        away: string | null;
        homeFrom: { of: string } | null;
        matchId: number | null;
        date: string;
        winner: string | null;
      }[];
      champion: string | null;
    };
    type Page = {
      knockout: Knockout | null;
      groups: { label: string; standings: { name: string; pts: number }[] }[];
      matches: {
        id: number;
        team1: string;
        team2: string;
        date: string;
        played: boolean;
        knockout: boolean;
        penalties: { team1: number; team2: number } | null;
      }[];
    };
    const created = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      {
        intent: "createCompetition",
        name: "Copa de Invierno",
        sport: "futbol",
        category: "mixto",
        format: "groups-knockout",
      },
      adminCookie,
    );
    expect(status(created)).toBe(302);
    const cup = "/admin/campeonatos/copa-de-invierno";
    const page = async () => body<Page>(await call(competition.loader as Fn, "/campeonatos/mantecup/copa-de-invierno"));
    const editing = async () =>
      (await call(tournamentEditor.loader as Fn, cup, { cookie: adminCookie })) as Editing & {
        groups: { id: number; label: string }[];
        matches: { id: number; knockout: boolean }[];
      };
    for (const code of ["A", "B"])
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "addGroup", code, label: `Grupo ${code}` },
            adminCookie,
          ),
        ),
      ).toBe(302);
    const groups = (await editing()).groups;
    for (const [g, group] of groups.entries()) {
      for (const n of [1, 2, 3])
        expect(
          status(
            await post(
              tournamentEditor.action as Fn,
              cup,
              { intent: "addTeam", name: `${"AB"[g]}${n}`, groupId: String(group.id) },
              adminCookie,
            ),
          ),
        ).toBe(302);
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "generateFixtures", groupId: String(group.id), start: "2027-01-11", time: "11:15", courts: "1" },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    // The knockout draw offers the courts the groups were given (issue 47: it offered 2).
    expect(((await editing()) as { courts?: number }).courts).toBe(1);
    // One court: the second group's matches come after the first's, never on the same court at the same time.
    const days = (
      await handle.db
        .select({ day: tournamentMatches.day })
        .from(tournamentMatches)
        .where(eq(tournamentMatches.competitionSlug, "copa-de-invierno"))
    ).map((m) => m.day);
    expect(new Set(days).size).toBe(6);
    // A team cannot come on its day: its match swaps day and time with another pending one.
    const [firstMatch, secondMatch] = (await page()).matches;
    const swapped = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "swapMatches", first: String(firstMatch!.id), second: String(secondMatch!.id) },
      adminCookie,
    );
    expect(status(swapped)).toBe(302);
    const afterSwap = (await page()).matches;
    expect(afterSwap.find((m) => m.id === firstMatch!.id)?.date).toBe("Martes, 12 de enero de 2027");
    expect(afterSwap.find((m) => m.id === secondMatch!.id)?.date).toBe("Lunes, 11 de enero de 2027");
    expect(afterSwap[0]?.id).toBe(secondMatch!.id);
    const draw = { intent: "drawKnockout", start: "2027-01-21", time: "11:15", thirdPlace: "on" };
    // Days far from the school year are refused in Spanish, by field, with no 500 (issue 31).
    const before = await handle.db.$count(tournamentMatches);
    for (const [fields, field] of [
      [
        { intent: "generateFixtures", groupId: String(groups[0]!.id), start: "9999-12-28", time: "11:15", courts: "1" },
        "start",
      ],
      [{ ...draw, evenIfUnfinished: "on", start: "9999-12-31" }, "start"],
      [{ ...draw, evenIfUnfinished: "on", start: "0001-01-01" }, "start"],
      [{ intent: "updateMatch", id: String(firstMatch!.id), day: "0001-01-01", time: "11:15" }, "day"],
      [
        {
          intent: "generateFixtures",
          groupId: String(groups[0]!.id),
          start: "2027-01-11",
          time: "11:15",
          courts: "1",
          nonSchoolDays: "31/12/9999",
        },
        "nonSchoolDays",
      ],
    ] as const) {
      const answer = await post(tournamentEditor.action as Fn, cup, fields, adminCookie);
      expect(status(answer), JSON.stringify(fields)).toBe(400);
      expect(body<FormAnswer>(answer).result.error?.[field]?.[0], JSON.stringify(fields)).toMatch(
        /^(Elige un día que exista, entre \d{4} y \d{4}\.|«31\/12\/9999» no es un día)/,
      );
    }
    expect(await handle.db.$count(tournamentMatches)).toBe(before);
    // Not before the groups are over, unless the teacher says so.
    const early = await post(tournamentEditor.action as Fn, cup, draw, adminCookie);
    expect(status(early)).toBe(409);
    expect(refusal(early).formError).toBe(
      "Quedan 6 partidos de grupo por jugar: marca «Sortear aunque queden partidos» para sortear ya.",
    );
    // Every group match: the team with the lower number wins (A1 and B1 top their groups, A2 and B2 second).
    const teamNumber = (name: string) => Number(name.slice(1));
    for (const m of (await page()).matches) {
      const [a, b] = teamNumber(m.team1) < teamNumber(m.team2) ? ["2", "0"] : ["0", "2"];
      expect(
        status(
          await post(
            tournamentEditor.action as Fn,
            cup,
            { intent: "result", id: String(m.id), team1: a, team2: b },
            adminCookie,
          ),
        ),
      ).toBe(302);
    }
    const playedSwap = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "swapMatches", first: String(firstMatch!.id), second: String(secondMatch!.id) },
      adminCookie,
    );
    expect(status(playedSwap)).toBe(409);
    expect(refusal(playedSwap).formError).toBe(
      "Solo se intercambian partidos pendientes: uno de los dos ya tiene resultado.",
    );
    expect(status(await post(tournamentEditor.action as Fn, cup, draw, adminCookie))).toBe(302);
    let knockout = (await page()).knockout!;
    // Thursday 21 January 2027, then Friday 22 for the final and the match for third place.
    expect(knockout.ties.map((t) => `${t.code}: ${t.home ?? t.homeFrom?.of} – ${t.away ?? "?"} · ${t.date}`)).toEqual([
      "SF1: A1 – B2 · Jueves, 21 de enero de 2027",
      "SF2: B1 – A2 · Jueves, 21 de enero de 2027",
      "3P: Semifinal 1 – ? · Viernes, 22 de enero de 2027",
      "F: Semifinal 1 – ? · Viernes, 22 de enero de 2027",
    ]);
    expect(knockout.ties.filter((t) => t.matchId !== null).map((t) => t.code)).toEqual(["SF1", "SF2"]);
    // The knockout's matches count for no table.
    const tables = (await page()).groups;
    const [sf1, sf2] = knockout.ties.map((t) => t.matchId!) as [number, number];

    // A draw in a knockout needs its penalties, in the panel as in the dialog.
    const noPenalties = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "result", id: String(sf1), team1: "1", team2: "1" },
      adminCookie,
    );
    expect(status(noPenalties)).toBe(400);
    expect(refusal(noPenalties).formError).toBe(
      "Resultado no válido: En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).",
    );
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(sf1), team1: "1", team2: "1", penalties1: "3", penalties2: "4" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const dialogDraw = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/copa-de-invierno",
      { intent: "save", partido: String(sf2), team1: "0", team2: "0", _js: "1" },
      adminCookie,
    );
    expect(status(dialogDraw)).toBe(400);
    expect(body<FormAnswer>(dialogDraw).notice?.description).toBe(
      "En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).",
    );
    const dialogSaved = await post(
      competition.action as Fn,
      "/campeonatos/mantecup/copa-de-invierno",
      { intent: "save", partido: String(sf2), team1: "3", team2: "1", _js: "1" },
      adminCookie,
    );
    expect(body<FormAnswer>(dialogSaved).reply?.stage).toBe("saved");
    // A knockout match has no table: the notice says the bracket moved on (issue 47).
    expect(body<FormAnswer>(dialogSaved).notice).toMatchObject({
      title: "¡Resultado Actualizado!",
      description: "El cuadro de la fase final ha sido actualizado.",
    });

    knockout = (await page()).knockout!;
    expect(knockout.ties.map((t) => `${t.code}: ${t.home} – ${t.away}${t.winner ? ` → ${t.winner}` : ""}`)).toEqual([
      "SF1: A1 – B2 → B2",
      "SF2: B1 – A2 → B1",
      "3P: A1 – A2",
      "F: B2 – B1",
    ]);
    expect((await page()).matches.find((m) => m.id === sf1)?.penalties).toEqual({ team1: 3, team2: 4 });
    expect((await page()).groups).toEqual(tables);
    expect(knockout.champion).toBeNull();
    const final = knockout.ties.find((t) => t.code === "F")!.matchId!;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(final), team1: "2", team2: "1" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect((await page()).knockout!.champion).toBe("B2");

    // A correction that would change who played the final is refused, and nothing changes.
    const rewrite = await post(
      tournamentEditor.action as Fn,
      cup,
      { intent: "result", id: String(sf1), team1: "2", team2: "0" },
      adminCookie,
    );
    expect(status(rewrite)).toBe(409);
    expect(refusal(rewrite).formError).toBe(
      "El partido siguiente de la fase final ya tiene resultado: déjalo pendiente antes de cambiar este.",
    );
    const [kept] = await handle.db.select().from(tournamentMatches).where(eq(tournamentMatches.id, sf1));
    expect(kept).toMatchObject({ team1Score: 1, team2Score: 1, team1Penalties: 3, team2Penalties: 4 });
    // Drawing again, deleting a knockout match or undoing the draw is refused once it has results.
    expect(status(await post(tournamentEditor.action as Fn, cup, draw, adminCookie))).toBe(409);
    expect(
      status(await post(tournamentEditor.action as Fn, cup, { intent: "deleteMatch", id: String(final) }, adminCookie)),
    ).toBe(409);
    expect(status(await post(tournamentEditor.action as Fn, cup, { intent: "deleteKnockout" }, adminCookie))).toBe(409);

    // With the final back to pending, the semifinal can change: the final's teams follow.
    expect(
      status(await post(tournamentEditor.action as Fn, cup, { intent: "clearResult", id: String(final) }, adminCookie)),
    ).toBe(302);
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          cup,
          { intent: "result", id: String(sf1), team1: "2", team2: "0" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    knockout = (await page()).knockout!;
    expect(knockout.ties.find((t) => t.code === "F")).toMatchObject({ home: "A1", away: "B1", matchId: final });
    expect(knockout.champion).toBeNull();
    const audit = await handle.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.target, "copa-de-invierno"));
    expect(audit.map((a) => a.action)).toContain("Fase final sorteada");
    expect(audit.find((a) => a.action === "Fase final sorteada")?.details).toBe(
      "4 eliminatorias desde 2027-01-21, con tercer puesto",
    );
    await handle.db.delete(competitions).where(eq(competitions.slug, "copa-de-invierno"));
  });

  it("adds the league's teams pasted from a spreadsheet in one submission, approved; a name the sport has refuses the whole paste, naming it", async () => {
    const { listLeagueTeams } = await import("../../app/competitions/server/championships.server");
    await handle.db
      .insert(leagueTeams)
      .values({ name: "Los Rayos", captain: "Iker", sport: "Fútbol Sala", members: ["Iker"] });
    const rows = "Equipo\tCapitán\tJugadores\nPelotazo\tNora\tNora, Saúl, Irene\nEquipo A\tLeo\tLeo";
    const taken = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows: `${rows}\nlos rayos \tMax\tMax` },
      adminCookie,
    );
    expect(status(taken)).toBe(409);
    expect(refusal(taken).formError).toBe(
      "Ya hay en Fútbol Sala un equipo con ese nombre: «Los Rayos». Quítalos de la lista o cámbiales el nombre.",
    );
    expect(refusal(taken).values.rows).toContain("Pelotazo");
    expect(await handle.db.$count(leagueTeams, eq(leagueTeams.name, "Pelotazo"))).toBe(0);
    const twice = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows: `${rows}\nPELOTAZO\tMax\tMax` },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.rows).toBe("Línea 4 (Equipo): «PELOTAZO» ya está en la línea 2.");

    const added = (await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { intent: "pasteLeagueTeams", sport: "Fútbol Sala", rows },
      adminCookie,
    )) as Response;
    expect(added.status).toBe(302);
    // Approved as pasted: on the league's public list at once, with their players.
    const listed = await listLeagueTeams(handle.db);
    expect(
      listed
        .filter((t) => t.sport === "Fútbol Sala" && t.name !== "Solo Uno")
        .map((t) => [t.name, t.captain, t.members])
        .sort(),
    ).toEqual([
      ["Equipo A", "Leo", ["Leo"]],
      ["Pelotazo", "Nora", ["Nora", "Saúl", "Irene"]],
    ]);
    const [audit] = await handle.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: "Liga: equipos pegados", target: "Fútbol Sala: 2 equipos" });
    await handle.db.delete(leagueTeams).where(eq(leagueTeams.sport, "Fútbol Sala"));
  });

  it("makes the league's approved teams of a sport a competition with its fixtures and table, on the league's pages only", async () => {
    const approvedAt = new Date();
    await handle.db.insert(leagueTeams).values([
      { name: "Canasta Libre", captain: "Ana", sport: "Baloncesto", members: ["Ana", "Bea"], approvedAt },
      { name: "Triple Doble", captain: "Luis", sport: "Baloncesto", members: ["Luis"], approvedAt },
      { name: "Los Aleros", captain: "Marta", sport: "Baloncesto", members: ["Marta"], approvedAt },
      { name: "Sin Aprobar", captain: "Pau", sport: "Baloncesto", members: ["Pau"] },
      { name: "Solo Uno", captain: "Eva", sport: "Fútbol Sala", members: ["Eva"], approvedAt },
    ]);
    const fields = { intent: "createLeague", sport: "Baloncesto", start: "2027-02-01", time: "11:15", courts: "1" };
    const lonely = await post(
      competitionsPanel.action as Fn,
      "/admin/campeonatos",
      { ...fields, sport: "Fútbol Sala" },
      adminCookie,
    );
    expect(status(lonely)).toBe(409);
    expect(refusal(lonely).formError).toBe(
      "Hacen falta al menos dos equipos aprobados de Fútbol Sala para crear su liga.",
    );
    const created = (await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie)) as Response;
    expect(created.headers.get("Location")).toBe("/admin/campeonatos/fernando-iii-league-baloncesto");
    const [row] = await handle.db
      .select()
      .from(competitions)
      .where(eq(competitions.slug, "fernando-iii-league-baloncesto"));
    expect(row).toMatchObject({ name: "Fernando III League · Baloncesto", sport: "baloncesto", tournament: "liga" });
    expect(
      await handle.db.$count(
        tournamentMatches,
        eq(tournamentMatches.competitionSlug, "fernando-iii-league-baloncesto"),
      ),
    ).toBe(3);
    expect(status(await post(competitionsPanel.action as Fn, "/admin/campeonatos", fields, adminCookie))).toBe(409);

    // Its page is the league's; the Mantecup does not list it nor serve it.
    const leaguePage = await import("../../app/routes/campeonatos/fernando-iii-league");
    const league = body<{ tables: { name: string; standings: { name: string }[] }[] }>(
      await call(leaguePage.loader as Fn, "/campeonatos/fernando-iii-league"),
    );
    expect(league.tables.map((t) => [t.name, t.standings.map((r) => r.name).sort()])).toEqual([
      ["Fernando III League · Baloncesto", ["Canasta Libre", "Los Aleros", "Triple Doble"]],
    ]);
    const params = { competicion: "fernando-iii-league-baloncesto" };
    expect(
      status(
        await call(leagueCompetition.loader as Fn, "/campeonatos/fernando-iii-league/fernando-iii-league-baloncesto", {
          params,
        }),
      ),
    ).toBe(200);
    expect(
      status(await call(competition.loader as Fn, "/campeonatos/mantecup/fernando-iii-league-baloncesto", { params })),
    ).toBe(404);
    expect(
      status(
        await call(leagueCompetition.loader as Fn, "/campeonatos/fernando-iii-league/futbol-masculino", {
          params: { competicion: "futbol-masculino" },
        }),
      ),
    ).toBe(404);
    const mantecupPage = await import("../../app/routes/campeonatos/mantecup");
    const listed = body<{ competitions: { slug: string }[] }>(
      await call(mantecupPage.loader as Fn, "/campeonatos/mantecup"),
    );
    expect(listed.competitions.map((c) => c.slug)).not.toContain("fernando-iii-league-baloncesto");
  });

  it("changes a competition's table rules: the public table follows them; a tie-break twice is refused", async () => {
    const rulesUrl = "/admin/campeonatos/futbol-masculino";
    const table = async () =>
      body<{ groups: { label: string; standings: { name: string; pts: number }[] }[] }>(
        await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
      ).groups[0]!.standings;
    const before = await table();
    const twice = await post(
      tournamentEditor.action as Fn,
      rulesUrl,
      {
        intent: "rules",
        pointsWin: "2",
        pointsDraw: "1",
        pointsLoss: "0",
        tieBreak1: "difference",
        tieBreak2: "difference",
      },
      adminCookie,
    );
    expect(status(twice)).toBe(400);
    expect(refusal(twice).fieldErrors.tieBreak1).toBe("Cada desempate solo puede estar una vez.");

    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          rulesUrl,
          {
            intent: "rules",
            pointsWin: "2",
            pointsDraw: "1",
            pointsLoss: "0",
            tieBreak1: "head-to-head",
            tieBreak2: "difference",
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const after = await table();
    // Two points a win now: every team's points are recomputed from the same results.
    for (const row of after) {
      const was = before.find((b) => b.name === row.name)!;
      expect(row.pts).toBeLessThanOrEqual(was.pts);
    }
    expect(after.some((row) => row.pts < before.find((b) => b.name === row.name)!.pts)).toBe(true);
    const [saved] = await handle.db.select().from(competitions).where(eq(competitions.slug, "futbol-masculino"));
    expect(saved).toMatchObject({ pointsWin: 2, tieBreaks: ["head-to-head", "difference"] });
    // Back to today's rules.
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          rulesUrl,
          {
            intent: "rules",
            pointsWin: "3",
            pointsDraw: "1",
            pointsLoss: "0",
            tieBreak1: "difference",
            tieBreak2: "scored",
            tieBreak3: "fewest-against",
            tieBreak4: "head-to-head",
          },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect(await table()).toEqual(before);
  });

  it("refuses a team or group of another competition", async () => {
    const other = (await call(tournamentEditor.loader as Fn, "/admin/campeonatos/voleibol-mixto", {
      cookie: adminCookie,
    })) as Editing;
    const mine = await load();
    const result = await post(
      tournamentEditor.action as Fn,
      url,
      {
        intent: "addMatch",
        team1Id: String(mine.teams[0]!.id),
        team2Id: String(other.teams[0]!.id),
        day: "2026-12-02",
      },
      adminCookie,
    );
    expect(status(result)).toBe(400);
    expect(refusal(result).formError).toBe("Ese equipo no es de esta competición.");
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          url,
          { intent: "deleteTeam", id: String(other.teams[0]!.id) },
          adminCookie,
        ),
      ),
    ).toBe(404);
  });
});

// Last in this file: closing the year empties what the tests above use.
describe("school years", () => {
  it("closes the year: everything it showed is in the archive, read-only; the new year starts clean with new course passwords", async () => {
    const before = (await call(schoolYear.loader as Fn, "/admin/curso", { cookie: adminCookie })) as {
      current: string;
      suggested: Record<string, string>;
    };
    expect(before.current).toBe("2025-2026");
    // Easy to type on a phone: two Spanish-sounding words and a number (issue 28).
    expect(before.suggested["course:2-eso"]).toMatch(/^[a-z]{6}-[a-z]{6}-\d{2}$/);
    expect((before as { justOpened?: boolean }).justOpened).toBe(false);
    const pinnedBefore = await handle.db.$count(newsItems, eq(newsItems.pinned, true));
    expect(pinnedBefore).toBeGreaterThan(0);
    const tablesBefore = body<{ groups: { label: string; standings: { name: string; pts: number }[] }[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
    ).groups;
    const rankingBefore = await handle.db.$count(rankingEntries);
    expect(rankingBefore).toBeGreaterThan(0);
    const client = { ip: "192.0.2.9", browserId: null };
    await post(
      settings.action as Fn,
      "/admin/ajustes",
      { intent: "password", id: "course:2-eso", password: "clave-del-curso-pasado", confirm: "clave-del-curso-pasado" },
      adminCookie,
    );
    // A one-table competition played to the end: its winner is the year's champion (offered below).
    expect(
      status(
        await post(
          competitionsPanel.action as Fn,
          "/admin/campeonatos",
          { intent: "createCompetition", name: "Reto de Profes", sport: "futbol" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const reto = "/admin/campeonatos/reto-de-profes";
    for (const name of ["Claustro", "Conserjería"])
      expect(status(await post(tournamentEditor.action as Fn, reto, { intent: "addTeam", name }, adminCookie))).toBe(
        302,
      );
    const retoTeams = ((await call(tournamentEditor.loader as Fn, reto, { cookie: adminCookie })) as Editing).teams;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          reto,
          { intent: "addMatch", team1Id: String(retoTeams[0]!.id), team2Id: String(retoTeams[1]!.id), day: "" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const retoMatch = ((await call(tournamentEditor.loader as Fn, reto, { cookie: adminCookie })) as Editing)
      .matches[0]!;
    expect(
      status(
        await post(
          tournamentEditor.action as Fn,
          reto,
          { intent: "result", id: String(retoMatch.id), team1: "3", team2: "1" },
          adminCookie,
        ),
      ),
    ).toBe(302);

    // The close offers the new year's words: the timetable's year moved on, the rest to change.
    expect((before as { yearWords?: Record<string, string> }).yearWords).toEqual({
      timetableYear: "2026/2027",
      mantecupEdition: "IV edición · 2025",
      bilingualLabel: "Proyecto Bilingüe 24/25",
    });
    const fields = {
      intent: "closeYear",
      year: "2025-2026",
      keepCompetitions: "on",
      "course:2-eso": "nueva-de-2eso",
      "course:3-eso": "nueva-de-3eso",
      "course:1-bachillerato": "nueva-de-1bach",
      timetableYear: "2026/2027",
      mantecupEdition: "V edición · 2026",
      bilingualLabel: "Proyecto Bilingüe 26/27",
    };
    // It has to be confirmed; organisers cannot; nothing changes meanwhile.
    const unconfirmed = await post(schoolYear.action as Fn, "/admin/curso", fields, adminCookie);
    expect(status(unconfirmed)).toBe(400);
    expect(refusal(unconfirmed).fieldErrors.understood).toBe(
      "Marca la casilla para confirmar que quieres cerrar el curso.",
    );
    expect(
      status(await post(schoolYear.action as Fn, "/admin/curso", { ...fields, understood: "on" }, organiserCookie)),
    ).toBe(403);
    expect(await handle.db.$count(schoolYears)).toBe(1);

    const closed = await post(schoolYear.action as Fn, "/admin/curso", { ...fields, understood: "on" }, adminCookie);
    expect(status(closed)).toBe(200);
    // The new passwords are shown once, in the answer; they are never logged.
    expect(body<FormAnswer>(closed).reply).toMatchObject({
      closed: "2025-2026",
      opened: "2026-2027",
      "course:2-eso": "nueva-de-2eso",
    });
    const [logged] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "Curso cerrado"));
    // Seven of the Mantecup (the seed's six and one played out above) and the league's.
    expect(logged?.details).toMatch(/^abierto 2026-2027; 8 competiciones archivadas y conservadas vacías/);
    expect(JSON.stringify(logged)).not.toMatch(/nueva-de/);
    // A second click (or an old tab) closes nothing more.
    const again = await post(schoolYear.action as Fn, "/admin/curso", { ...fields, understood: "on" }, adminCookie);
    expect(status(again)).toBe(409);
    expect(refusal(again).formError).toBe("El curso 2025-2026 ya está cerrado: el curso actual es 2026-2027.");
    expect(await getSiteSettings(handle.db)).toMatchObject({
      timetableYear: "2026/2027",
      mantecupEdition: "V edición · 2026",
      bilingualLabel: "Proyecto Bilingüe 26/27",
    });
    // Last year's pinned news no longer pinned; the year just opened is not offered to be closed at once.
    expect(await handle.db.$count(newsItems, eq(newsItems.pinned, true))).toBe(0);
    expect(
      ((await call(schoolYear.loader as Fn, "/admin/curso", { cookie: adminCookie })) as { justOpened: boolean })
        .justOpened,
    ).toBe(true);

    // The new year: empty competitions (same groups and rules), no ranking, progress, league or registrations.
    expect(await handle.db.$count(tournamentMatches)).toBe(0);
    expect(await handle.db.$count(tournamentTeams)).toBe(0);
    // The Mantecup's stay, empty; the league's go with the enrolments it was made from.
    expect((await handle.db.select({ slug: competitions.slug }).from(competitions)).map((c) => c.slug)).not.toContain(
      "fernando-iii-league-baloncesto",
    );
    expect(await handle.db.$count(competitions)).toBe(7);
    for (const table of [rankingEntries, progressEntries, leagueTeams, mantecupInscripciones])
      expect(await handle.db.$count(table)).toBe(0);
    const emptyPage = body<{ groups: { label: string; standings: unknown[] }[]; matches: unknown[] }>(
      await call(competition.loader as Fn, "/campeonatos/mantecup/futbol-masculino"),
    );
    expect(emptyPage.groups.map((g) => g.label)).toEqual(tablesBefore.map((g) => g.label));
    expect(emptyPage.matches).toEqual([]);
    // Last year's password opens nothing; the new one opens the new (empty) ranking.
    expect(
      await checkGatePassword(handle.db, "course:2-eso", "clave-del-curso-pasado", client, GENEROUS_LIMITS),
    ).toEqual({ outcome: "denied" });
    expect(await checkGatePassword(handle.db, "course:2-eso", "nueva-de-2eso", client, GENEROUS_LIMITS)).toEqual({
      outcome: "granted",
    });

    // The archive: the year, its competitions as they ended, read-only; no gated list on a public page.
    const years = body<{ years: { id: string }[] }>(await call(archiveIndex.loader as Fn, "/archivo"));
    expect(years.years.map((y) => y.id)).toEqual(["2025-2026"]);
    const year = body<{
      competitions: { slug: string }[];
      league: unknown[];
      blogPosts: unknown[];
      newsItems: unknown[];
    }>(await call(archiveYear.loader as Fn, "/archivo/2025-2026", { params: { curso: "2025-2026" } }));
    expect(year.competitions).toHaveLength(8);
    expect(year.blogPosts.length).toBeGreaterThan(0);
    expect(year.newsItems.length).toBeGreaterThan(0);
    expect(JSON.stringify(year)).not.toMatch(/"ranking"|"progress"/);
    const archived = body<{
      groups: { label: string; standings: { name: string; pts: number }[] }[];
      matches: unknown[];
    }>(
      await call(archiveCompetition.loader as Fn, "/archivo/2025-2026/campeonatos/futbol-masculino", {
        params: { curso: "2025-2026", competicion: "futbol-masculino" },
      }),
    );
    expect(archived.groups.map((g) => g.standings.map((r) => `${r.name} ${r.pts}`))).toEqual(
      tablesBefore.map((g) => g.standings.map((r) => `${r.name} ${r.pts}`)),
    );
    expect(archived.matches.length).toBeGreaterThan(0);
    expect(status(await call(archiveYear.loader as Fn, "/archivo/2026-2027", { params: { curso: "2026-2027" } }))).toBe(
      404,
    );
    expect(
      status(
        await call(archiveCompetition.loader as Fn, "/archivo/2025-2026/campeonatos/ajedrez", {
          params: { curso: "2025-2026", competicion: "ajedrez" },
        }),
      ),
    ).toBe(404);

    // The teacher's export: the whole year as JSON (gated lists included), or one list as CSV.
    const json = (await call(yearExport.loader as Fn, "/admin/curso/exportar/2025-2026.json", {
      cookie: adminCookie,
      params: { archivo: "2025-2026.json" },
    })) as Response;
    expect(json.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await json.json()).ranking).toHaveLength(rankingBefore);
    const csv = (await call(yearExport.loader as Fn, "/admin/curso/exportar/2025-2026-partidos.csv", {
      cookie: adminCookie,
      params: { archivo: "2025-2026-partidos.csv" },
    })) as Response;
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Competición;Fase;Equipo 1;Equipo 2;Tanteo 1;Tanteo 2;Penaltis 1;Penaltis 2;Fecha;Hora;Lugar",
    );
    expect(lines.length).toBeGreaterThan(10);
    // A played match: its score in two number columns and its day as ISO, never «3-1» (which a spreadsheet reads as a date).
    expect(lines.some((line) => /^[^;]+;[^;]*;[^;]+;[^;]+;\d+;\d+;\d*;\d*;\d{4}-\d{2}-\d{2};/.test(line))).toBe(true);
    expect(lines.some((line) => /;\d+-\d+;/.test(line))).toBe(false);
    expect(
      status(
        await call(yearExport.loader as Fn, "/admin/curso/exportar/2025-2026-secretos.csv", {
          cookie: adminCookie,
          params: { archivo: "2025-2026-secretos.csv" },
        }),
      ),
    ).toBe(404);
    expect(
      status(
        await call(yearExport.loader as Fn, "/admin/curso/exportar/2025-2026.json", {
          params: { archivo: "2025-2026.json" },
        }),
      ),
    ).toBe(302);
  });

  it("offers each champion of a closed year to the Hall of Fame, once", async () => {
    const page = (await call(schoolYear.loader as Fn, "/admin/curso", { cookie: adminCookie })) as {
      closed: { id: string; champions: { slug: string; champion: string }[] }[];
    };
    // The seed's competitions are unfinished: the one-table competition played out before closing is the champion offered.
    expect(page.closed[0]?.champions).toEqual([
      { slug: "reto-de-profes", competition: "Reto de Profes", sport: "futbol", champion: "Claustro" },
    ]);
    const champion = page.closed[0]!.champions[0]!;
    expect(
      status(
        await post(
          schoolYear.action as Fn,
          "/admin/curso",
          { intent: "offerChampion", year: "2025-2026", slug: champion.slug },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const [added] = await handle.db.select().from(honorees).where(eq(honorees.name, champion.champion));
    expect(added?.achievement).toMatch(/^Campeones de .+ \(Mantecup 2025-2026\)$/);
    const twice = await post(
      schoolYear.action as Fn,
      "/admin/curso",
      { intent: "offerChampion", year: "2025-2026", slug: champion.slug },
      adminCookie,
    );
    expect(status(twice)).toBe(409);
  });
});
