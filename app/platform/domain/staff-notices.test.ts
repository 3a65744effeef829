import { describe, expect, it } from "vitest";
import { digestMail, MAIL_MAX_ATTEMPTS, mailRetryDelayMs, noticeMail, passwordResetMail } from "./staff-notices";

describe("staff notices' emails", () => {
  it("a notice says what arrived and links to the panel, in text and HTML", () => {
    const mail = noticeMail("profe@ef.test", "comment", "https://ef.ejemplo.es");
    expect(mail.subject).toBe("Educación Física: un comentario que espera tu aprobación");
    expect(mail.text).toContain("Abrirlo en el panel: https://ef.ejemplo.es/admin/moderacion");
    expect(mail.html).toContain('<a href="https://ef.ejemplo.es/admin/moderacion"');
  });

  it("the digest counts each kind, and is not sent when nothing arrived", () => {
    expect(digestMail("profe@ef.test", {}, "https://ef.ejemplo.es")).toBeNull();
    expect(digestMail("profe@ef.test", { message: 0 }, "https://ef.ejemplo.es")).toBeNull();
    const mail = digestMail("profe@ef.test", { message: 3, "league-team": 1 }, "https://ef.ejemplo.es")!;
    expect(mail.text).toContain("· 3 mensajes nuevos en el buzón.");
    expect(mail.text).toContain("· Un equipo nuevo de la liga.");
    expect(mail.text).toContain("https://ef.ejemplo.es/admin/buzon?lista=liga");
  });

  it("escapes what it puts in the HTML", () => {
    const mail = passwordResetMail("profe@ef.test", 'https://ef.ejemplo.es/admin/recuperar/a"b<c');
    expect(mail.html).toContain('href="https://ef.ejemplo.es/admin/recuperar/a&quot;b&lt;c"');
    expect(mail.html).not.toContain("<c");
  });

  it("waits longer after each failed send, up to six hours", () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(6 * 60 * 60 * 1000);
  });
});
