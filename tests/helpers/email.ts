// Email test helpers: the seeded templates in the test database, a real local SMTP server, and
// emails as their recipients get them (the table keeps them with secret links removed).
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { db } from "@/platform/db";
import { DEFAULT_EMAIL_TEMPLATES } from "@/features/email/default-templates";
import { installDefaultTemplate } from "@/features/email/templates";
import { deliverableContent } from "@/features/email/sealed-content";
import { authSecret } from "@/platform/env";

/** Makes sure the demo email templates (welcome, area_launch, business_claim_invitation, review_request) exist, as the seed writes them. */
export async function ensureEmailTemplates() {
  for (const template of DEFAULT_EMAIL_TEMPLATES) await installDefaultTemplate(db, template.key);
}

type StoredEmail = {
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  sealedContent: string | null;
};

/**
 * An email as its recipient gets it, working links included: the row's sealed copy opened with the
 * app's NEXTAUTH_SECRET, as the delivery worker and `npm run email:outbox` do. The row's own
 * subject and bodies are the redacted copy: read links through this.
 */
export function realEmail<T extends StoredEmail>(row: T): T {
  return { ...row, ...deliverableContent(row, authSecret()) };
}

/** The real emails of a template to an address, oldest first. */
export async function realEmailsTo(toAddress: string, templateKey?: string) {
  const rows = await db.emailMessage.findMany({
    where: { toAddress, ...(templateKey && { templateKey }) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(realEmail);
}

export type ReceivedEmail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL on which nothing listens (a port that was free a moment ago). */
export async function closedSmtpUrl(): Promise<string> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** A server that accepts connections and never says a word (an SMTP server that hangs). */
export async function startHangingServer() {
  const sockets = new Set<import("node:net").Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  /** How many connections it has accepted so far. */
  const connections = () => accepted;
  return { url: `smtp://127.0.0.1:${port}`, port, close, connections };
}

/** The token of the newest sign-up link emailed to an address (what its owner would open). */
export async function signUpLinkToken(toAddress: string): Promise<string> {
  const link = (await realEmailsTo(toAddress, "finish_sign_up")).at(-1)?.bodyText ?? "";
  const token = /\/auth\/finish-sign-up\?token=([\w-]+)/.exec(link)?.[1];
  if (!token) throw new Error(`no sign-up link was emailed to ${toAddress}`);
  return token;
}
