import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import {
  auditLog,
  blogComments,
  blogPosts,
  competitions,
  contactMessages,
  hallOfFameSuggestions,
  tournamentEnrolments,
  newsItems,
  tournamentTeams,
} from "../../../db/schema";
import * as csvExport from "../../../app/routes/admin/buzon.csv";
import * as inbox from "../../../app/routes/admin/buzon";
import * as settings from "../../../app/routes/admin/ajustes";
import * as home from "../../../app/routes/admin/index";
import * as tournamentPage from "../../../app/routes/admin/torneo";
import * as oldTournamentAddress from "../../../app/routes/admin/torneo.old-address";
import * as moderation from "../../../app/routes/admin/moderacion";
import * as news from "../../../app/routes/admin/novedades";
import { blogCategories, blogCategoryFromSlug } from "../../../app/blog/domain/blog";
import { addBlogComment, listBlogPosts } from "../../../app/blog/server/blog.server";
import { setCommentHidden } from "../../../app/blog/server/moderation.server";
import { getSiteSettings, saveModerationSettings } from "../../../app/platform/server/site-settings.server";
import { checkGatePassword } from "../../../app/people/server/gates.server";
import { listNews } from "../../../app/news/server/news.server";
import { GENEROUS_LIMITS } from "../../helpers/app-context";
import { call, post, status, refusal, openPanel, type Fn } from "../../helpers/panel";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import { SAMPLE_COURSES } from "../../../db/seed-data/courses";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

describe("inbox", () => {
  it("exports a list as CSV with a BOM, the accents and neutralised formulas", async () => {
    await handle.db.insert(contactMessages).values([
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
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.name, "Begoña Núñez"));
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
    expect(await handle.db.$count(contactMessages, eq(contactMessages.id, row!.id))).toBe(0);
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

  it("shows a long list a page at a time: every entry on one page, in order, the total counted, the filters kept", async () => {
    const before = await handle.db.$count(hallOfFameSuggestions);
    await handle.db.insert(hallOfFameSuggestions).values(
      Array.from({ length: 120 }, (_, i) => ({
        name: `Deportista ${i}`,
        athleteKind: "Alumno/a",
        sport: "Atletismo",
        achievement: "Campeón",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    type Page = { rows: { id: number; cells: string[] }[]; page: { page: number; pages: number; total: number } };
    const open = async (query: string) =>
      (await call(inbox.loader as Fn, `/admin/buzon?lista=salon${query}`, { cookie: adminCookie })) as Page;
    const total = before + 120;
    const first = await open("");
    expect(first.page).toMatchObject({ page: 1, pages: Math.ceil(total / 50), total });
    expect(first.rows).toHaveLength(50);
    const seen = [...first.rows];
    for (let n = 2; n <= first.page.pages; n++) seen.push(...(await open(`&pagina=${n}`)).rows);
    // Every entry once, newest first, across the pages (the list said «(500)» and hid the rest before).
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    const names = seen.map((r) => r.cells[1]).filter((name) => name?.startsWith("Deportista "));
    expect(names[0]).toBe("Deportista 119");
    expect(names.at(-1)).toBe("Deportista 0");

    // A page past the end (entries deleted meanwhile) shows the last one; a made-up number, the first.
    expect((await open("&pagina=999")).page.page).toBe(first.page.pages);
    expect((await open("&pagina=abc")).page.page).toBe(1);
    // The filters count too: archived entries are a list of their own.
    const archived = await open("&estado=archivados");
    expect(archived.page.total).toBe(
      await handle.db.$count(hallOfFameSuggestions, isNotNull(hallOfFameSuggestions.archivedAt)),
    );
  });
});

describe("the dashboard's counts", () => {
  it("counts what waits in each list: an unread message and a pending registration more, a read message less", async () => {
    type Counts = {
      messages: number;
      signups: number;
      teams: number;
      hallOfFame: number;
      pendingRegistrations: number;
    };
    const counts = async () =>
      ((await call(home.loader as Fn, "/admin", { cookie: adminCookie })) as { counts: Counts }).counts;
    const before = await counts();
    const [message] = await handle.db
      .insert(contactMessages)
      .values({ name: "Irene", course: "2º ESO B", message: "¿Cuándo empieza la liga?" })
      .returning({ id: contactMessages.id });
    await handle.db
      .insert(tournamentEnrolments)
      .values({ teamName: "Los Contados", captainName: "Irene", sport: "Voleibol mixto", members: "Irene\nSara" });
    expect(await counts()).toEqual({
      ...before,
      messages: before.messages + 1,
      pendingRegistrations: before.pendingRegistrations + 1,
      pendingComments: expect.any(Number),
    });
    await handle.db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, message!.id));
    expect((await counts()).messages).toBe(before.messages);
    await handle.db.delete(contactMessages).where(eq(contactMessages.id, message!.id));
    await handle.db.delete(tournamentEnrolments).where(eq(tournamentEnrolments.teamName, "Los Contados"));
  });
});

describe("registrations, moderation, news and passwords", () => {
  it("the enrolments' page has an address that names no school's tournament; the old one leads to it", async () => {
    const old = (await call(oldTournamentAddress.loader as Fn, "/admin/mantecup", { cookie: adminCookie })) as Response;
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/admin/torneo");
  });

  it("lists registrations newest first and approves one (logged)", async () => {
    await handle.db.insert(tournamentEnrolments).values([
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
    const page = (await call(tournamentPage.loader as Fn, "/admin/torneo", { cookie: adminCookie })) as {
      registrations: { id: number; teamName: string; status: string }[];
    };
    expect(page.registrations.map((r) => r.teamName)).toEqual(["Los Segundos", "Los Primeros"]);
    const id = String(page.registrations[1]!.id);
    expect(
      status(await post(tournamentPage.action as Fn, "/admin/torneo", { intent: "approve", id }, adminCookie)),
    ).toBe(302);
    const [row] = await handle.db
      .select({ status: tournamentEnrolments.status })
      .from(tournamentEnrolments)
      .where(eq(tournamentEnrolments.id, Number(id)));
    expect(row?.status).toBe("aprobado");
    const [last] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({
      actorEmail: "profe@ef.test",
      action: "Inscripción en el torneo aprobada",
      target: "Los Primeros",
    });
  });

  it("approving an enrolment puts the team in its competition's group; enrolments are rejected and deleted, each logged", async () => {
    const [voleibol] = await handle.db
      .select({ name: competitions.name, slug: competitions.slug })
      .from(competitions)
      .where(eq(competitions.slug, "voleibol-mixto"));
    await handle.db.insert(tournamentEnrolments).values([
      { teamName: "Las Redes", captainName: "Ana", sport: voleibol!.name, members: "Ana\nLuis" },
      { teamName: "Los Bromistas", captainName: "X", sport: voleibol!.name, members: "X" },
      { teamName: "Los Repetidos", captainName: "Y", sport: voleibol!.name, members: "Y" },
    ]);
    const page = (await call(tournamentPage.loader as Fn, "/admin/torneo", { cookie: adminCookie })) as {
      registrations: { id: number; teamName: string }[];
      competitions: { name: string; groups: { id: number; label: string }[] }[];
    };
    const idOf = (team: string) => String(page.registrations.find((r) => r.teamName === team)!.id);
    const groups = page.competitions.find((c) => c.name === voleibol!.name)!.groups;
    expect(groups.length).toBeGreaterThan(0);

    const approved = await post(
      tournamentPage.action as Fn,
      "/admin/torneo",
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
      .update(tournamentEnrolments)
      .set({ teamName: "Las Redes", status: "pendiente" })
      .where(eq(tournamentEnrolments.id, Number(idOf("Los Repetidos"))));
    const twice = await post(
      tournamentPage.action as Fn,
      "/admin/torneo",
      { intent: "approve", id: idOf("Los Repetidos"), addToCompetition: "on" },
      adminCookie,
    );
    expect(status(twice)).toBe(409);
    expect(refusal(twice).formError).toBe("Ese equipo ya está en la competición: apruébala sin añadirlo.");
    const [stillPending] = await handle.db
      .select({ status: tournamentEnrolments.status })
      .from(tournamentEnrolments)
      .where(eq(tournamentEnrolments.id, Number(idOf("Los Repetidos"))));
    expect(stillPending?.status).toBe("pendiente");

    expect(
      status(
        await post(
          tournamentPage.action as Fn,
          "/admin/torneo",
          { intent: "reject", id: idOf("Los Bromistas") },
          adminCookie,
        ),
      ),
    ).toBe(302);
    const [rejected] = await handle.db
      .select({ status: tournamentEnrolments.status })
      .from(tournamentEnrolments)
      .where(eq(tournamentEnrolments.id, Number(idOf("Los Bromistas"))));
    expect(rejected?.status).toBe("rechazado");
    expect(
      status(
        await post(
          tournamentPage.action as Fn,
          "/admin/torneo",
          { intent: "delete", id: idOf("Los Repetidos") },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect(
      await handle.db
        .select()
        .from(tournamentEnrolments)
        .where(eq(tournamentEnrolments.id, Number(idOf("Los Repetidos")))),
    ).toEqual([]);
    const audit = await handle.db
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(audit).toEqual([
      { action: "Inscripción en el torneo borrada", target: "Las Redes", details: "" },
      { action: "Inscripción en el torneo rechazada", target: "Los Bromistas", details: "" },
      { action: "Inscripción en el torneo aprobada", target: "Las Redes", details: `Añadido a ${voleibol!.name}` },
    ]);
    await handle.db.delete(tournamentTeams).where(eq(tournamentTeams.id, team!.id));
  });

  it("refuses a bad deadline with its message and keeps the typed value, writing nothing", async () => {
    const auditBefore = await handle.db.$count(auditLog);
    const result = await post(
      tournamentPage.action as Fn,
      "/admin/torneo",
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
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null));
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
      tournamentEdition: "IV edición",
      bilingualLabel: "Bilingüe 25/26",
    };
    expect(status(await post(settings.action as Fn, "/admin/ajustes", fields, adminCookie))).toBe(302);
    expect(await getSiteSettings(handle.db)).toMatchObject({
      teacherTitle: "la profe",
      timetableYear: "2025/26",
      tournamentEdition: "IV edición",
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
        (await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null))).flatMap((p) =>
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
