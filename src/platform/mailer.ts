// Where email goes: SMTP (nodemailer) when SMTP_URL is set, otherwise nowhere (the local outbox
// keeps the record).
import nodemailer from "nodemailer";
import { env } from "@/platform/env";

export type OutgoingEmail = { to: string; subject: string; text: string; html: string | null };

/** Delivers one email; rejects when the server refuses it or cannot be reached. */
export type Mailer = { deliver(email: OutgoingEmail): Promise<void> };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async deliver(email) {
      await transport.sendMail({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined });
    },
  };
}

let configured: Mailer | null | undefined;

/** The SMTP mailer from SMTP_URL and EMAIL_FROM, or null when email stays in the local outbox. */
export function configuredMailer(): Mailer | null {
  configured ??= env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.EMAIL_FROM) : null;
  return configured;
}
