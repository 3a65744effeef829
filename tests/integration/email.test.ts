import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, session, user } from "../../db/schema";
import { action as contactAction } from "../../app/routes/home";
import * as recoverPage from "../../app/routes/admin/recuperar";
import * as newPasswordPage from "../../app/routes/admin/recuperar.token";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createMailer } from "../../app/mail/server/mailer.server";
import { queueDueDigests, saveNoticePreference } from "../../app/mail/server/notices.server";
import { deliverDueMail } from "../../app/mail/server/outbox.server";
import { createMailService } from "../../app/mail/server/service.server";
import type { MailService } from "../../app/platform/server/services.server";
import { createPublicAddress } from "../../app/platform/server/public-address.server";
import { dateToMadridLocal } from "../../app/platform/domain/madrid-time";
import { GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { callAction, type RouteFunction } from "../helpers/route-call";
import { signInAs, signInTeacherAndOrganiser } from "../helpers/staff";
import { createTestDatabase } from "../helpers/test-database";

type Received = { to: string; subject: string; text: string; html: string };

/** A local SMTP server started by the test (the `smtp-server` package): what it receives, parsed. */
function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: String(mail.to && "text" in mail.to ? mail.to.text : ""),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: String(mail.html || ""),
          });
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, port: (server.server.address() as { port: number }).port, received }),
    ),
  );
}
const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let mail: MailService;
let teacherId: string;
const ORIGIN = "https://ef.ejemplo.es";
/** The site's configured address: what every link says, whatever host a request names. */
const SITE = createPublicAddress(ORIGIN);
/** Where the forged requests below say they were sent. */
const EVIL = "http://evil.example";
const log = () => {};
// The sends run in the background; on a busy CI machine (the PostgreSQL run has every file at once) a
// second is not always enough, so the polls wait longer than vitest's default.
const POLL = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtp();
  const mailer = createMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "Educación Física <ef@ejemplo.es>" })!;
  mail = createMailService({ db: handle.db, mailer, log, publicAddress: SITE });
  await signInTeacherAndOrganiser(testContext(handle.db));
  teacherId = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, "profe@ef.test")))[0]!.id;
});
afterAll(async () => {
  mail.stop();
  await stopSmtp(smtp.server);
  await handle.close();
});
beforeEach(async () => {
  // A test that stopped the mail server and failed before starting it again leaves it stopped: not the next one's problem.
  if (!smtp.server.server.listening) smtp = await startSmtp(smtp.port);
  smtp.received.length = 0;
});

const context = () => testContext(handle.db, { mail, limits: GENEROUS_LIMITS, publicAddress: SITE });
const enquiry = {
  name: "Ana López Pérez",
  course: "3º ESO A",
  email: "ana@example.org",
  message: "¿Cuándo es la prueba de resistencia?",
  _js: "1",
};

describe("email to staff", () => {
  it("an immediate notice reaches the teacher: Spanish, text and HTML, a link to the item, and no pupil's data", async () => {
    await saveNoticePreference(handle.db, teacherId, { mode: "immediate", digestHour: 17 });
    // Sent to a forged host (`Host: evil.example`): the email's link is still the site's.
    expect((await callAction(contactAction, `${EVIL}/?index`, enquiry, { context: context() })).status).toBe(200);
    await expect.poll(() => smtp.received.length, POLL).toBe(1);
    const [received] = smtp.received;
    expect(received).toMatchObject({ to: "profe@ef.test", subject: "Educación Física: un mensaje nuevo en el buzón" });
    expect(received!.text).toContain(`${ORIGIN}/admin/buzon?lista=mensajes`);
    expect(received!.html).toContain(`href="${ORIGIN}/admin/buzon?lista=mensajes"`);
    for (const part of [received!.text, received!.html]) expect(part).not.toContain("evil.example");
    for (const part of [received!.text, received!.html])
      for (const pupil of ["Ana", "López", "ana@example.org", "resistencia"]) expect(part).not.toContain(pupil);
  });

  it("a failed send is kept and tried again later, and the visitor's submission is not held up", async () => {
    await stopSmtp(smtp.server);
    expect((await callAction(contactAction, `${ORIGIN}/?index`, enquiry, { context: context() })).status).toBe(200);
    // The notice waits in the outbox with the error and its next try.
    await expect
      .poll(
        async () =>
          (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "notice"))).find(
            (row) => row.sentAt === null,
          )?.lastError ?? null,
        POLL,
      )
      .not.toBeNull();
    const [waiting] = (await handle.db.select().from(mailOutbox)).filter((row) => row.sentAt === null);
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The mail server comes back; the next round after the wait sends it.
    smtp = await startSmtp(smtp.port);
    const mailer = createMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: "Educación Física <ef@ejemplo.es>" })!;
    const result = await deliverDueMail(handle.db, mailer, new Date(waiting!.nextAttemptAt.getTime() + 1000));
    mailer.close();
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(["Educación Física: un mensaje nuevo en el buzón"]);
    const [sent] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent!.sentAt).not.toBeNull();
  });

  it("the daily digest counts what arrived, at the chosen hour, once a day", async () => {
    const now = new Date();
    const hour = Number(dateToMadridLocal(now).slice(11, 13));
    await saveNoticePreference(handle.db, teacherId, { mode: "digest", digestHour: hour });
    expect((await callAction(contactAction, `${ORIGIN}/?index`, enquiry, { context: context() })).status).toBe(200);
    // A digest's reader gets no email per item.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
    expect(await queueDueDigests(handle.db, ORIGIN, now)).toBe(1);
    expect(await queueDueDigests(handle.db, ORIGIN, new Date(now.getTime() + 60_000))).toBe(0);
    const mailer = createMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: undefined })!;
    await deliverDueMail(handle.db, mailer, new Date(now.getTime() + 1000));
    mailer.close();
    const digest = smtp.received.find((m) => m.subject === "Educación Física: resumen del día");
    expect(digest?.text).toMatch(/\d+ mensajes nuevos en el buzón|Un mensaje nuevo en el buzón/);
    expect(digest?.text).toContain(`${ORIGIN}/admin/buzon?lista=mensajes`);
    await saveNoticePreference(handle.db, teacherId, { mode: "off", digestHour: hour });
  });

  it("a forgotten password: the same answer for any address, a one-time link by email that works once, and every session closed", async () => {
    const ctx = context();
    const cookie = await signInAs(ctx, "profe@ef.test", "clave-del-profe");
    expect(cookie).toContain("ef_staff");
    // Asked through a forged Host: the link names the site's configured address, never the sender's.
    const ask = (email: string) =>
      callAction(recoverPage.action as RouteFunction, `${EVIL}/admin/recuperar`, { email }, { context: ctx });
    const unknown = await ask("nadie@ef.test");
    const known = await ask("profe@ef.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // Word for word the same (each notice has its own id).
    const withoutIds = (answer: unknown) =>
      JSON.stringify(answer, (key, value: unknown) => (key === "id" ? undefined : value));
    expect(withoutIds(known.data)).toBe(withoutIds(unknown.data));
    await expect
      .poll(() => smtp.received.filter((m) => m.subject === "Educación Física: cambia tu contraseña").length, POLL)
      .toBe(1);
    const message = smtp.received.find((m) => m.subject === "Educación Física: cambia tu contraseña")!;
    expect(message.to).toBe("profe@ef.test");
    expect(message.text).not.toContain("evil.example");
    const link = message.text.match(/https:\/\/ef\.ejemplo\.es\/admin\/recuperar\/([A-Za-z0-9_-]+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const choose = (password: string, confirm = password) =>
      callAction(
        newPasswordPage.action as RouteFunction,
        `${ORIGIN}/admin/recuperar/${token}`,
        { password, confirm },
        { context: ctx, params: { token } },
      );
    expect((await choose("nueva-clave-segura", "otra-cosa")).status).toBe(400);
    const changed = await choose("nueva-clave-segura");
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/admin/entrar");
    // Single use: the same link again is refused.
    expect((await choose("otra-clave-segura")).status).toBe(400);
    // Every session of the account was closed; the new password works, the old one not.
    expect(await handle.db.select().from(session).where(eq(session.userId, teacherId))).toHaveLength(0);
    await expect(signInAs(ctx, "profe@ef.test", "clave-del-profe")).rejects.toThrow();
    expect(await signInAs(ctx, "profe@ef.test", "nueva-clave-segura")).toContain("ef_staff");
  });

  it("a reset with one link voids every other link sent before it", async () => {
    const ctx = context();
    const ask = () =>
      callAction(
        recoverPage.action as RouteFunction,
        `${ORIGIN}/admin/recuperar`,
        { email: "profe@ef.test" },
        { context: ctx },
      );
    const links = () =>
      smtp.received
        .filter((m) => m.subject === "Educación Física: cambia tu contraseña")
        .map((m) => decodeURIComponent(/\/admin\/recuperar\/([A-Za-z0-9_-]+)/.exec(m.text)![1]!));
    await ask();
    await expect.poll(() => links().length, POLL).toBe(1);
    await ask();
    await expect.poll(() => links().length, POLL).toBe(2);
    const [older, newer] = links();
    const choose = (token: string, password: string) =>
      callAction(
        newPasswordPage.action as RouteFunction,
        `${ORIGIN}/admin/recuperar/${token}`,
        { password, confirm: password },
        { context: ctx, params: { token } },
      );
    expect((await choose(newer!, "clave-del-segundo-correo")).status).toBe(302);
    // The first email's link, still in the inbox, no longer resets anything.
    expect((await choose(older!, "clave-del-primer-correo")).status).toBe(400);
    expect(await signInAs(ctx, "profe@ef.test", "clave-del-segundo-correo")).toContain("ef_staff");
  });
});
