// Prints the latest emails LocalHub recorded (the local outbox when SMTP_URL is empty):
// `npm run email:outbox` (10 emails) or `npm run email:outbox -- 25`.
// The database keeps each email with its secret links removed; an email not yet delivered also
// keeps its real content sealed with a key derived from NEXTAUTH_SECRET. This script runs with the
// app's environment (.env), opens that copy and prints the real email, working links included, as
// the recipient would get it. Sent emails no longer have it: they print as stored.
import { existsSync } from "node:fs";

/** Text from the database, with control characters (terminal escape sequences) shown, not obeyed. */
const printable = (text: string) =>
  text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );

async function main() {
  if (!process.env.DATABASE_URL && existsSync(".env")) process.loadEnvFile(".env");
  const count = Number(process.argv[2] ?? "10");
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`Usage: npm run email:outbox -- [count], got "${process.argv[2]}"`);
  const { db } = await import("@/platform/db");
  const { authSecret } = await import("@/platform/env");
  const { latestEmails } = await import("@/features/email/outbox");
  const { openEmailContent } = await import("@/features/email/sealed-content");
  try {
    const emails = await latestEmails(db, count);
    if (emails.length === 0) console.log("No emails recorded yet.");
    for (const email of emails.reverse()) {
      let content = { subject: email.subject, bodyText: email.bodyText };
      let note = "";
      if (email.sealedContent) {
        try {
          content = openEmailContent(email.sealedContent, email.toAddress, authSecret());
        } catch {
          note = "(Links removed: this email was sealed with another NEXTAUTH_SECRET.)";
        }
      } else if (email.status !== "outbox") {
        note = "(Delivered or given up: any secret links are shown removed.)";
      }
      console.log(`\n=== ${email.createdAt.toISOString()}  [${email.status}]  ${email.templateKey ?? "-"}`);
      console.log(`To: ${printable(email.toAddress)}\nSubject: ${printable(content.subject)}`);
      if (email.error) console.log(`Error: ${printable(email.error)}`);
      if (note) console.log(note);
      console.log(`\n${printable(content.bodyText)}`);
    }
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
