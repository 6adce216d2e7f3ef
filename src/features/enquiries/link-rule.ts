// A first message may not carry a link: a scheme (http:, https:, ftp: ...), www., or a token that
// reads as a domain (name.tld with a top-level domain people use, or any name.xx country code).
// An email address is not a link: customers leave theirs for the business. Pure and browser-safe.

const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /\bwww\./i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Generic top-level domains spam uses most; two-letter country codes are matched as a class. */
const TLDS =
  "com|net|org|info|biz|io|co|app|dev|xyz|online|site|shop|store|top|club|live|link|click|website|tech|space|fun|icu|vip|pro|page|blog|cloud|ai";
const DOMAIN = new RegExp(
  `(?<![\\w.-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:${TLDS}|[a-z]{2})(?![\\w-])`,
  "i",
);

/** Whether the text holds something a reader would open as a web address. */
export function containsLink(text: string): boolean {
  const withoutEmails = text.replace(EMAIL, " ");
  return SCHEME.test(withoutEmails) || WWW.test(withoutEmails) || DOMAIN.test(withoutEmails);
}
