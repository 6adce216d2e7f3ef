// Enquiries as people use them: the demo customer asks one of the demo owner's businesses a
// question from its profile, the owner answers it in the inbox, and the customer reads the answer
// on their dashboard; nobody else opens the thread. And a signed-out visitor's message survives
// signing in on the way.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Locator } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { rows } from "./e2e-db";
import { demoAccount, signInAs, signInThroughForm, type DemoRole } from "./support";

type Business = { id: string; businessName: string; citySlug: string; slug: string };

/** A listed business of the demo owner that takes enquiries. */
function ownersBusiness(): Business {
  const [business] = rows<Business>(
    `SELECT id, businessName, citySlug, slug FROM "BusinessProfile"
      WHERE ownerId = 'user_owner' AND active = 1 AND awaitingApproval = 0 AND enquiriesEnabled = 1
      ORDER BY id LIMIT 1`,
  );
  if (!business) throw new Error("the e2e database has no listed business of the demo owner");
  return business;
}

const profilePath = (business: Business) => `/business/${business.citySlug}/${business.slug}`;

async function pageAs(browser: Browser, role: DemoRole) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

/** Clicks once the page has made the control usable (the enquiry button waits for hydration). */
async function press(control: Locator) {
  await expect(control).toBeEnabled();
  await control.click();
}

test("a customer asks a question, the owner answers it, and the customer reads the answer", async ({ browser }) => {
  // Three signed-in browsers and four accessibility scans.
  test.setTimeout(150_000);
  const business = ownersBusiness();
  const subject = `Saturday opening ${randomUUID().slice(0, 8)}`;
  const question = "Are you open on Saturday mornings? I would like to come by around 9.";
  const answer = "Yes, we open at 8 on Saturdays. See you then!";

  // The customer asks from the profile.
  const customer = await pageAs(browser, "customer");
  await customer.goto(profilePath(business));
  await press(customer.getByRole("button", { name: "Request a quote / Ask a question" }));
  const form = customer.getByRole("dialog", { name: `Contact ${business.businessName}` });
  await expect(form.getByRole("radio", { name: "Ask a question" })).toBeChecked();
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Your message").fill(question);
  await expectNoSeriousViolations(customer);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toContainText(`Your message is on its way to ${business.businessName}.`);
  await expect(form.getByRole("link", { name: "Open the conversation" })).toBeVisible();

  // The owner finds it in the inbox, unread, and answers.
  const owner = await pageAs(browser, "business_owner");
  await owner.goto("/dashboard/enquiries");
  const inbox = owner.getByTestId("inbox");
  const row = inbox.getByRole("link", { name: new RegExp(subject) });
  await expect(row).toContainText("Unread");
  await expect(row).toContainText("New");
  await expectNoSeriousViolations(owner);
  await row.click();
  await expect(owner.getByRole("heading", { name: subject })).toBeVisible();
  await expect(owner.getByTestId("thread-messages")).toContainText(question);
  const reply = owner.getByRole("form", { name: /^Reply to / });
  await expect(reply.getByRole("button", { name: "Send reply" })).toBeEnabled();
  await reply.getByRole("textbox").fill(answer);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(owner.getByTestId("thread-messages")).toContainText(answer);
  await expect(owner.getByText("Answered", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(owner);

  // The customer sees the answer, marked unread, on their dashboard.
  await customer.goto("/customer-dashboard");
  await customer.getByRole("link", { name: "My enquiries" }).click();
  const mine = customer.getByTestId("my-enquiries").getByRole("link", { name: new RegExp(subject) });
  await expect(mine).toContainText("Answered");
  await expect(mine).toContainText("Unread");
  await mine.click();
  await expect(customer.getByTestId("thread-messages")).toContainText(answer);
  await expect(customer.getByRole("form", { name: `Reply to ${business.businessName}` })).toBeVisible();
  await expectNoSeriousViolations(customer);

  // Nobody else opens either side of the thread: a real 404.
  const threadPath = new URL(customer.url()).pathname;
  const admin = await pageAs(browser, "admin");
  expect((await admin.goto(threadPath))?.status()).toBe(404);
  expect((await admin.goto(threadPath.replace("/customer-dashboard/", "/dashboard/")))?.status()).toBe(404);
  await expect(admin.getByText("Oops! Page not found")).toBeVisible();
});

test("a signed-out visitor's message is kept while they sign in, and waits for them on the profile", async ({
  page,
}) => {
  const business = ownersBusiness();
  const subject = `Quote for a party ${randomUUID().slice(0, 8)}`;
  await page.goto(profilePath(business));
  await press(page.getByRole("button", { name: "Request a quote / Ask a question" }));
  const form = page.getByRole("dialog", { name: `Contact ${business.businessName}` });
  await form.getByRole("radio", { name: "Request a quote" }).check();
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Your message").fill("What would a party of ten cost on a Friday evening?");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toContainText("Sign in or create a free account to send your message.");
  await form.getByRole("link", { name: "Sign in to send" }).click();

  await expect(page).toHaveURL(`/auth?callbackUrl=${encodeURIComponent(profilePath(business))}`);
  const customer = demoAccount("customer");
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(profilePath(business));
  const restored = page.getByRole("dialog", { name: `Contact ${business.businessName}` });
  await expect(restored.getByText("Welcome back: your message is ready to send.")).toBeVisible();
  await expect(restored.getByLabel("Subject")).toHaveValue(subject);
  await expect(restored.getByRole("radio", { name: "Request a quote" })).toBeChecked();
  await expect(restored.getByLabel("Your message")).toHaveValue("What would a party of ten cost on a Friday evening?");
});
