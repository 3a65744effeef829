import type { Transporter } from "nodemailer";
import type { MailMessage } from "~/platform/domain/staff-notices";

/**
 * The site's way out to email: SMTP as configured by SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`) and MAIL_FROM, through Nodemailer. Without SMTP_URL there is no mailer: the
 * panel says email is off and nothing is queued.
 */
export type Mailer = { from: string; send: (message: MailMessage) => Promise<void>; close: () => void };

export function createMailer(settings: { url: string | undefined; from: string | undefined }): Mailer | null {
  if (!settings.url) return null;
  const url = settings.url;
  // Nodemailer loads with the first email, not with every start. A transport that waits
  // 20 s at most for each step: a mail server that hangs is a failed try, retried later.
  let transport: Transporter | null = null;
  const transportNow = async () =>
    (transport ??= (await import("nodemailer")).default.createTransport(url, {
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 20_000,
    }));
  const from = settings.from ?? `Educación Física <no-responder@${new URL(settings.url).hostname}>`;
  return {
    from,
    async send(message) {
      await (
        await transportNow()
      ).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close: () => transport?.close(),
  };
}
