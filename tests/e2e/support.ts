import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, request, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { deliverableContent } from "@/features/email/sealed-content";
import { redactSecretLinks } from "@/lib/redact-links";
import { DEMO_ACCOUNTS } from "../../prisma/seed/demo-accounts";
import { E2E_NEXTAUTH_SECRET } from "../../scripts/lib/e2e-secret.mjs";
import { rows } from "./e2e-db";

export type DemoRole = "admin" | "business_owner" | "customer";

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roles.includes(role));
  if (!account) throw new Error(`no demo account with role ${role}`);
  return account;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 10)}@e2e.localhub.example`;
}

/**
 * Makes the page a visitor of its own: the end-to-end server trusts one proxy hop, and this header
 * plays that proxy's report of the visitor's address, so each test gets its own sign-in, sign-up
 * and waitlist allowances.
 */
export async function actAsNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}` });
}

/** Signs in through the /auth form, as a person would. */
export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await actAsNewVisitor(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email or phone number").fill(identifier);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Where sign-in.setup.ts keeps each role's signed-in browser state. */
export const SIGNED_IN_STATE_DIR = "tmp/e2e-auth";
export const signedInStatePath = (role: DemoRole) => `${SIGNED_IN_STATE_DIR}/${role}.json`;

/**
 * Signs the page in as a demo role: from the state sign-in.setup.ts saved (the session is shared by
 * every test that does this, so such tests must not sign out or end sessions), ending on the home
 * page, or, with `throughForm`, through the /auth form with a session of its own, ending where
 * signing in leads the role (landingPathFor). Either way the page is a visitor of its own address.
 */
export async function signInAs(page: Page, role: DemoRole, options: { throughForm?: boolean } = {}) {
  const account = demoAccount(role);
  if (options.throughForm) {
    await page.goto("/auth");
    await signInThroughForm(page, account.email, account.password);
  } else {
    await actAsNewVisitor(page);
    const state = JSON.parse(readFileSync(signedInStatePath(role), "utf8")) as {
      cookies: Parameters<BrowserContext["addCookies"]>[0];
    };
    await page.context().addCookies(state.cookies);
    await page.goto("/");
  }
  await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
  return account;
}

type StoredEmail = {
  id: string;
  templateKey: string | null;
  status: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  sealedContent: string | null;
};
export type OutboxEmail = Omit<StoredEmail, "sealedContent">;

/**
 * The emails to an address (of one template, if given), oldest first, as the recipient gets them:
 * working links included. The table keeps every email with its secret links redacted and the real
 * one sealed under the server's NEXTAUTH_SECRET; this opens it, as `npm run email:outbox` does for
 * a developer. Every test that reads an email reads it through this.
 */
export function outboxEmails(to: string, templateKey?: string): OutboxEmail[] {
  const stored = rows<StoredEmail>(
    `SELECT "id", "templateKey", "status", "toAddress", "subject", "bodyText", "bodyHtml", "sealedContent" FROM "EmailMessage"
     WHERE "toAddress" = ? AND (? IS NULL OR "templateKey" = ?) ORDER BY "createdAt", "id"`,
    to,
    templateKey ?? null,
    templateKey ?? null,
  );
  return stored.map(({ sealedContent, ...email }) => ({
    ...email,
    ...deliverableContent({ ...email, sealedContent }, E2E_NEXTAUTH_SECRET),
  }));
}

/** The path and query of the secret link (reset, verify, confirm, review) in the newest email of this template to this address. */
export function linkFromOutbox(to: string, templateKey: string): string {
  const body = outboxEmails(to, templateKey).at(-1)?.bodyText ?? "";
  const link = (body.match(/https?:\/\/[^\s"'<>]+/g) ?? []).find((url) => redactSecretLinks(url) !== url);
  if (!link) throw new Error(`no ${templateKey} link for ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

/**
 * Signs up through the /auth form with an email address, as a new member does: the form answers
 * "check your email", and the emailed link creates the account and signs it in. The caller checks
 * where it lands (the form's callbackUrl, or the business owner's first page).
 */
export async function signUpThroughEmail(
  page: Page,
  member: { email: string; displayName: string; password?: string; callbackUrl?: string; businessOwner?: boolean },
) {
  await actAsNewVisitor(page);
  await page.goto(
    member.callbackUrl
      ? `/auth?mode=signup&callbackUrl=${encodeURIComponent(member.callbackUrl)}`
      : "/auth?mode=signup",
  );
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Display name").fill(member.displayName);
  await form.getByLabel("Email or phone number").fill(member.email);
  await form.getByLabel("Password").fill(member.password ?? "Sturdy-pass-77");
  if (member.businessOwner) await form.getByRole("radio", { name: /Business owner/ }).click();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveText(
    `Check your email: we sent a link to ${member.email}. Open it within 24 hours to finish creating your account.`,
  );
  await page.goto(linkFromOutbox(member.email, "finish_sign_up"));
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("button", { name: member.displayName })).toBeVisible();
}

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/**
 * A new member made through the product's API as their browser would: the sign-up call, then the
 * emailed link used through next-auth. Returns a request context signed in as them, from an address
 * of its own (sign-ups are limited per address); the caller disposes of it.
 */
export async function signUpThroughApi(member: {
  email: string;
  displayName: string;
  password?: string;
}): Promise<APIRequestContext> {
  const address = `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const context = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": address } });
  const answer = await context.post("/api/trpc/auth.signUp", {
    data: {
      json: {
        identifier: member.email,
        password: member.password ?? "Sturdy-pass-77",
        displayName: member.displayName,
      },
    },
  });
  if (!answer.ok()) throw new Error(`sign-up failed: ${answer.status()} ${await answer.text()}`);
  const token = new URLSearchParams(linkFromOutbox(member.email, "finish_sign_up").split("?")[1]).get("token")!;
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const finished = await context.post("/api/auth/callback/sign-up-link", { form: { csrfToken, token, json: "true" } });
  const session = (await (await context.get("/api/auth/session")).json()) as { user?: { name: string } };
  if (!finished.ok() || session.user?.name !== member.displayName)
    throw new Error(`the sign-up link did not sign ${member.email} in`);
  return context;
}

/** Opens the verification link emailed to `email` and confirms it, as its owner would. */
export async function verifyEmailThroughOutbox(page: Page, email: string) {
  await page.goto(linkFromOutbox(email, "verify_email"));
  await page.getByRole("button", { name: "Verify my email" }).click();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
}
