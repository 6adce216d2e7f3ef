// Double opt-in in Chromium: a join queues the confirmation email only; opening its link and
// pressing the button confirms the address and queues the welcome email; the link works once.
import { expect, test } from "@playwright/test";
import { actAsNewVisitor, linkFromOutbox, outboxEmails, uniqueEmail } from "./support";
import { fillRequired } from "./waitlist-support";

/** The emails to this address as delivered (the table keeps them with the link's token removed). */
const outbox = (email: string) => outboxEmails(email);

test.describe.configure({ timeout: 60_000 });

test("a waitlist sign-up gets the confirmation link only, and the welcome email once the link is used", async ({
  page,
}) => {
  await actAsNewVisitor(page);
  const email = uniqueEmail("confirm");
  await page.goto("/business");
  const form = page.getByRole("form", { name: "Reserve your spot" });
  await fillRequired(form, { businessName: "Opt-In Pastries", ownerName: "Ophelia Optin", email, location: "Austin" });
  await form.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(page.getByText("You're in the directory!")).toBeVisible();

  const queued = outbox(email);
  expect(queued.map((message) => message.templateKey)).toEqual(["waitlist_confirm"]);
  expect(queued[0]?.bodyText).not.toContain("Opt-In Pastries");
  const link = linkFromOutbox(email, "waitlist_confirm");
  expect(link).toMatch(/^\/waitlist\/confirm\?token=[\w-]{43}$/);

  // Opening the link (as a mail scanner would) changes nothing; the button confirms.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
  expect(outbox(email)).toHaveLength(1);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed." })).toBeVisible();
  expect(outbox(email).map((message) => message.templateKey)).toEqual(["waitlist_confirm", "welcome"]);
  expect(outbox(email)[1]?.bodyText).toContain("Hi Ophelia Optin");

  // The link works once; the page then offers a new one.
  await page.reload();
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This confirmation link is invalid, has expired or was already used." }),
  ).toBeVisible();
  const resend = page.getByRole("form", { name: "Get a new confirmation link" });
  await resend.getByLabel("Email").fill(email);
  await resend.getByRole("button", { name: "Send a new link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If that email is waiting for confirmation, we've sent a new link." }),
  ).toBeVisible();
  expect(outbox(email)).toHaveLength(2);
});
