import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REDACTED, redactEmailContent, redactSecretLinks } from "./redact-links";

const token = () => randomBytes(32).toString("base64url");

describe("redactSecretLinks", () => {
  it("keeps the path and removes the token of reset, verification and waitlist links", () => {
    const secret = token();
    for (const path of ["/auth/reset-password", "/auth/verify-email", "/waitlist/confirm"]) {
      const text = `Open https://localhub.example${path}?token=${secret} within the hour.`;
      expect(redactSecretLinks(text)).toBe(`Open https://localhub.example${path}?token=${REDACTED} within the hour.`);
    }
  });

  it("removes code= and names containing token, code, key, secret or sig, and keeps other parameters", () => {
    expect(redactSecretLinks("https://x.example/a?code=abc&page=2")).toBe(
      `https://x.example/a?code=${REDACTED}&page=2`,
    );
    expect(redactSecretLinks("https://x.example/a?page=2&reset_token=abc#top")).toBe(
      `https://x.example/a?page=2&reset_token=${REDACTED}#top`,
    );
    expect(redactSecretLinks("https://x.example/a?confirmCode=1&api_key=2&sig=3&client_secret=4")).toBe(
      `https://x.example/a?confirmCode=${REDACTED}&api_key=${REDACTED}&sig=${REDACTED}&client_secret=${REDACTED}`,
    );
    expect(redactSecretLinks("https://x.example/cb#access_token=abc&state=1")).toBe(
      `https://x.example/cb#access_token=${REDACTED}&state=1`,
    );
    expect(redactSecretLinks("https://x.example/a?TOKEN=abc")).toBe(`https://x.example/a?TOKEN=${REDACTED}`);
  });

  it("removes the code of a /review/{code} link", () => {
    const code = randomBytes(24).toString("base64url");
    expect(redactSecretLinks(`Leave a review here: https://localhub.example/review/${code}\n\nThanks`)).toBe(
      `Leave a review here: https://localhub.example/review/${REDACTED}\n\nThanks`,
    );
    expect(redactSecretLinks(`<a href="/review/${code}?utm=mail">`)).toBe(`<a href="/review/${REDACTED}?utm=mail">`);
    // The fixed confirmation page keeps its path; its token is a parameter.
    expect(redactSecretLinks(`https://localhub.example/review/confirm?token=${code}`)).toBe(
      `https://localhub.example/review/confirm?token=${REDACTED}`,
    );
    expect(redactSecretLinks(`https://localhub.example/review/confirmABC123`)).toBe(
      `https://localhub.example/review/${REDACTED}`,
    );
  });

  it("works in HTML: href attributes, &amp; separators and percent-encoded links inside links", () => {
    const secret = token();
    expect(redactSecretLinks(`<a href="https://x.example/r?a=1&amp;token=${secret}">Reset</a>`)).toBe(
      `<a href="https://x.example/r?a=1&amp;token=${REDACTED}">Reset</a>`,
    );
    expect(redactSecretLinks(`<a href='https://x.example/r?token=${secret}'>`)).toBe(
      `<a href='https://x.example/r?token=${REDACTED}'>`,
    );
    expect(redactSecretLinks(`https://x.example/auth?callbackUrl=%2Freset%3Ftoken%3D${secret}%26x%3D1`)).toBe(
      `https://x.example/auth?callbackUrl=%2Freset%3Ftoken%3D${REDACTED}%26x%3D1`,
    );
  });

  it("removes random-looking path segments and values of any link, and keeps ids, slugs and ordinary links", () => {
    const secret = token();
    expect(redactSecretLinks(`https://x.example/invite/${secret}/accept`)).toBe(
      `https://x.example/invite/${REDACTED}/accept`,
    );
    expect(redactSecretLinks(`https://x.example/a?t=${secret}`)).toBe(`https://x.example/a?t=${REDACTED}`);
    const ordinary = [
      "https://localhub.example/dashboard?business=cm4x8k2p90000abcdefghijkl",
      "https://localhub.example/directory/austin-tx",
      "https://localhub.example/business/78701/garcia-bakery-and-coffee-house-downtown",
      "https://localhub.example/auth?callbackUrl=%2Fdashboard",
      "https://localhub.example/auth",
      "Read the reviews on our site. Your code of conduct applies.",
    ];
    for (const text of ordinary) expect(redactSecretLinks(text)).toBe(text);
  });

  it("redacts an email's subject and both bodies", () => {
    const secret = token();
    const link = `https://x.example/auth/reset-password?token=${secret}`;
    expect(
      redactEmailContent({ subject: `Reset ${link}`, bodyText: link, bodyHtml: `<a href="${link}">Reset</a>` }),
    ).toEqual({
      subject: `Reset https://x.example/auth/reset-password?token=${REDACTED}`,
      bodyText: `https://x.example/auth/reset-password?token=${REDACTED}`,
      bodyHtml: `<a href="https://x.example/auth/reset-password?token=${REDACTED}">Reset</a>`,
    });
    expect(redactEmailContent({ subject: "Hi", bodyText: "Hello", bodyHtml: null })).toEqual({
      subject: "Hi",
      bodyText: "Hello",
      bodyHtml: null,
    });
  });

  it("is idempotent and leaves text without links alone", () => {
    const once = redactSecretLinks(`https://x.example/r?token=${token()} and https://x.example/review/${token()}`);
    expect(redactSecretLinks(once)).toBe(once);
    expect(redactSecretLinks("Hi Rosa,\n\nThanks for joining.")).toBe("Hi Rosa,\n\nThanks for joining.");
  });
});
