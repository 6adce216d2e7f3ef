// Where email goes: SMTP (nodemailer) when SMTP_URL is set, otherwise nowhere (the local outbox
// keeps the record). Used only by the delivery worker, never on a request's path.
import nodemailer from "nodemailer";
import { env } from "@/platform/env";

type OutgoingEmail = { to: string; subject: string; text: string; html: string | null };

/** Delivers one email; rejects when the server refuses it or cannot be reached. */
export type Mailer = { deliver(email: OutgoingEmail): Promise<void> };

/** How long to wait for a connection, the server's greeting, and any other answer. */
export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string, timeouts: SmtpTimeouts = DEFAULT_TIMEOUTS): Mailer {
  // A server that accepts the connection and never answers must not hold a delivery for long.
  // (nodemailer ignores the timeouts when it is given a URL, so the URL is taken apart here.)
  const transport = nodemailer.createTransport({ ...smtpServerOptions(smtpUrl), ...timeouts }, { from });
  return {
    async deliver(email) {
      await transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
    },
  };
}

/** smtp://user:pass@host:port or smtps://... as nodemailer's host, port, secure and auth options. */
function smtpServerOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
  };
}

let configured: Mailer | null | undefined;

/** The SMTP mailer from SMTP_URL and EMAIL_FROM, or null when email stays in the local outbox. */
export function configuredMailer(): Mailer | null {
  configured ??= env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.EMAIL_FROM) : null;
  return configured;
}
