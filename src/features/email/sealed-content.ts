// An email's real subject and bodies (secret links intact), sealed for EmailMessage.sealedContent.
// The row's own subject/bodyText/bodyHtml hold the redacted copy (lib/redact-links.ts); only the
// delivery worker (./delivery.ts) and the local outbox script (scripts/email-outbox.ts) open this.
// The key comes from NEXTAUTH_SECRET, which is not in the database, and the seal is bound to the
// recipient: moving it to another row (another address) makes it unreadable. No environment
// reads here: callers pass the secret (the app's authSecret(), a test's copy of it).
import { openSealedText, sealText } from "@/platform/sealed-text";
import type { EmailContent } from "@/lib/redact-links";

const PURPOSE = "localhub email content";

const sealOptions = (toAddress: string, secret: string) => ({ secret, purpose: PURPOSE, context: `to:${toAddress}` });

export function sealEmailContent(content: EmailContent, toAddress: string, secret: string): string {
  return sealText(
    JSON.stringify({ subject: content.subject, bodyText: content.bodyText, bodyHtml: content.bodyHtml }),
    sealOptions(toAddress, secret),
  );
}

/** The content `sealEmailContent` sealed for this recipient; throws with another secret or address. */
export function openEmailContent(sealed: string, toAddress: string, secret: string): EmailContent {
  const parsed = JSON.parse(openSealedText(sealed, sealOptions(toAddress, secret))) as Partial<EmailContent>;
  if (
    typeof parsed.subject !== "string" ||
    typeof parsed.bodyText !== "string" ||
    (parsed.bodyHtml !== null && typeof parsed.bodyHtml !== "string")
  ) {
    throw new Error("The sealed email is malformed.");
  }
  return { subject: parsed.subject, bodyText: parsed.bodyText, bodyHtml: parsed.bodyHtml };
}

/**
 * What the recipient gets: the opened sealed content, or the stored content when nothing was
 * sealed (nothing needed redacting, or the row predates sealing).
 */
export function deliverableContent(
  row: EmailContent & { toAddress: string; sealedContent: string | null },
  secret: string,
): EmailContent {
  return row.sealedContent
    ? openEmailContent(row.sealedContent, row.toAddress, secret)
    : { subject: row.subject, bodyText: row.bodyText, bodyHtml: row.bodyHtml };
}
