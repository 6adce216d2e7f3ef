// Secret links out of stored email text. An email's subject and bodies are kept in the database
// with every secret link redacted (the real text is kept only encrypted until it is delivered: see
// features/email/sealed-content.ts), so neither an admin reading Admin › Email templates nor a
// copy of the database holds a working reset, verification, waitlist or review link. Pure and
// browser-safe; it runs on every email of every template, so a new template is covered too.

/** What a secret part of a link becomes: the link keeps its host and path, so it still reads. */
export const REDACTED = "[removed]";

/**
 * Query (or fragment) parameters whose value is a credential: token=, code=, and anything whose
 * name contains one of these words (reset_token, confirmCode, api_key, sig ...). Separators may be
 * raw (`?`, `&`, `#`), HTML-escaped (`&amp;`, matched at its `;`) or percent-encoded (a link
 * inside another link's query: `%3F`, `%26`, `%23`, `%3D`).
 */
const SECRET_PARAMETER =
  /((?:[?&#;]|%3F|%26|%23)[\w.~%-]*?(?:token|code|secret|key|sig|otp|password|passwd|auth)[\w.~-]*(?:=|%3D))((?:(?!%26|%23)[^&#\s"'<>\\])+)/gi;

/**
 * Paths whose segment is itself the credential: /review/{code} (but not the fixed page
 * /review/confirm, whose token is a parameter). Add a route here when one is emailed.
 */
const SECRET_PATHS = /(\/review\/)(?!confirm(?![^\s"'<>?#/\\]))([^\s"'<>?#/\\]+)/gi;

/** An absolute link (http or https), up to the first character a link cannot contain unescaped. */
const ABSOLUTE_URL = /https?:\/\/[^\s"'<>\\]+/gi;

/**
 * Inside a link: a path segment or value that looks like a random secret (22+ base64url characters
 * mixing capitals, small letters and digits, as 16+ random bytes do), whatever the route or
 * parameter is called. Ids (cuids), slugs and words are lower case or short and stay.
 */
const RANDOM_LOOKING = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{22,}(?![A-Za-z0-9_-])/g;
const looksRandom = (part: string) => /[A-Z]/.test(part) && /[a-z]/.test(part) && /[0-9]/.test(part);

/** The text with every secret link's credential replaced by REDACTED; idempotent. */
export function redactSecretLinks(text: string): string {
  return text
    .replace(SECRET_PARAMETER, (_, name: string) => `${name}${REDACTED}`)
    .replace(SECRET_PATHS, (_, path: string) => `${path}${REDACTED}`)
    .replace(ABSOLUTE_URL, (url) => url.replace(RANDOM_LOOKING, (part) => (looksRandom(part) ? REDACTED : part)));
}

export type EmailContent = { subject: string; bodyText: string; bodyHtml: string | null };

/** An email's subject and bodies with their secret links redacted. */
export function redactEmailContent(content: EmailContent): EmailContent {
  return {
    subject: redactSecretLinks(content.subject),
    bodyText: redactSecretLinks(content.bodyText),
    bodyHtml: content.bodyHtml === null ? null : redactSecretLinks(content.bodyHtml),
  };
}
