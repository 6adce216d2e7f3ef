// Organisations, as their people use them: an owner requests a chamber and an admin approves it;
// its admin invites a business, whose owner accepts; the member badge shows on the directory card;
// a member-only offer reaches the member and not a signed-out visitor; and a waitlist join from the
// organisation's page counts among its new members once the business is listed.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, rows, scalar } from "./e2e-db";
import { actAsNewVisitor, linkFromOutbox, signInAs, signUpThroughEmail, uniqueEmail } from "./support";
import { fillRequired, savedEntry } from "./waitlist-support";

type Business = { id: string; businessName: string };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** A new owner (signed up through the emailed link) given a listed business nobody owned. */
async function ownerWithBusiness(page: Page, name: string): Promise<Business> {
  const [business] = rows<Business>(
    `SELECT b.id, b.businessName FROM "BusinessProfile" b
      WHERE b.ownerId IS NULL AND b.active = 1 AND b.awaitingApproval = 0 AND b.citySlug = 'san-antonio'
        AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id)
      ORDER BY b.id LIMIT 1 OFFSET 3`,
  );
  if (!business) throw new Error("the e2e database has too few unowned businesses in San Antonio");
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  await signUpThroughEmail(page, { email, displayName: name, businessOwner: true });
  execute(
    `UPDATE "BusinessProfile" SET ownerId = (SELECT id FROM "User" WHERE email = ?) WHERE id = ?`,
    email,
    business.id,
  );
  return business;
}

test("an organisation is requested, approved, gains a member, and counts a new member from its page", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `E2E Chamber ${randomUUID().slice(0, 6)}`;

  // An owner requests the organisation.
  const founder = await newPage(browser);
  await signUpThroughEmail(founder, {
    email: uniqueEmail("founder"),
    displayName: "Fiona Founder",
    businessOwner: true,
  });
  await founder.goto("/dashboard/organizations/new");
  const request = founder.getByRole("form", { name: "Request an organization" });
  await request.getByLabel("Organization name").fill(name);
  await request.getByLabel("Kind").selectOption({ label: "Chamber of commerce" });
  await request.getByLabel("Description").fill("Business owners of the south side, meeting every first Tuesday.");
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(founder.getByText("Request sent: we will let you know when it is approved.")).toBeVisible();
  const slug = scalar<string>(`SELECT slug FROM "Organization" WHERE name = ?`, name);

  // A site admin approves it: its page opens.
  const admin = await newPage(browser);
  await signInAs(admin, "admin");
  await admin.goto(`/admin/organizations?search=${encodeURIComponent(name)}`);
  await admin.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(admin.getByRole("button", { name: `Approve ${name}` })).toBeHidden();
  expect(scalar<number>(`SELECT active FROM "Organization" WHERE slug = ?`, slug)).toBe(1);

  // Its admin invites a business; the business's owner accepts.
  const memberPage = await newPage(browser);
  const member = await ownerWithBusiness(memberPage, "Mateo Member");
  await founder.goto(`/organization/${slug}/manage`);
  await founder.getByRole("combobox", { name: "Business name" }).fill(member.businessName);
  await founder.getByRole("option", { name: new RegExp(member.businessName) }).click();
  await founder.getByRole("button", { name: "Invite business" }).click();
  await expect(founder.getByText(`${member.businessName} is invited`)).toBeVisible();
  await expectNoSeriousViolations(founder);

  await memberPage.goto(`/dashboard/network/organizations?business=${member.id}`);
  await memberPage.getByRole("button", { name: `Accept the invitation of ${name}` }).click();
  await expect(memberPage.getByRole("button", { name: `Leave ${name}` })).toBeVisible();
  await expectNoSeriousViolations(memberPage);

  // The badge shows on the business's directory card.
  const visitor = await newPage(browser);
  await actAsNewVisitor(visitor);
  await visitor.goto(`/directory?search=${encodeURIComponent(member.businessName)}`);
  const card = visitor.getByRole("article").filter({ hasText: member.businessName }).first();
  await expect(card.getByText(`Member of ${name}`)).toBeVisible();

  // A member-only offer: the member sees it on the organisation's page, a signed-out visitor does not.
  const offer = `Members save 15% ${randomUUID().slice(0, 4)}`;
  await memberPage.getByLabel("Title").fill(offer);
  await memberPage.getByLabel("Details").fill("Show your chamber card at the counter.");
  await memberPage.getByRole("button", { name: "Post offer" }).click();
  await expect(memberPage.getByText(offer)).toBeVisible();
  await memberPage.goto(`/organization/${slug}`);
  await expect(memberPage.getByRole("heading", { name: "Offers for members" })).toBeVisible();
  await expect(memberPage.getByText(offer)).toBeVisible();
  await visitor.goto(`/organization/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(member.businessName).first()).toBeVisible();
  await expect(visitor.getByText(offer)).toHaveCount(0);
  await expectNoSeriousViolations(visitor);

  // A business owner joins the waitlist from the organisation's page and confirms the address;
  // an admin converts the entry and lists the business: it counts among the new members.
  const email = uniqueEmail("chamber-join");
  await visitor.getByRole("button", { name: "Join Directory" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Join the LocalHub Directory" });
  await fillRequired(dialog, {
    businessName: `Southside Bakes ${randomUUID().slice(0, 4)}`,
    ownerName: "Wren Waitlist",
    email,
    location: "San Antonio, TX",
  });
  await dialog.getByRole("button", { name: "Reserve My Spot" }).click();
  await expect(dialog.getByRole("heading", { name: "You're in the directory!" })).toBeVisible();
  expect(savedEntry(email)?.organizationSlug).toBe(slug);
  await visitor.goto(linkFromOutbox(email, "waitlist_confirm"));
  await visitor.getByRole("button", { name: "Confirm my email" }).click();
  await expect(visitor.getByText(/confirmed/i).first()).toBeVisible();

  await admin.goto(`/admin/convert-business/${savedEntry(email)!.id}`);
  const convert = admin.getByRole("form", { name: "Convert to business" });
  await convert.getByLabel("ZIP code").fill("78205");
  await convert.getByRole("button", { name: "Create draft business" }).click();
  await admin.getByRole("link", { name: "Edit the business" }).click();
  await admin.getByRole("button", { name: "Reactivate listing" }).click();
  await expect(admin.getByRole("button", { name: "Deactivate listing" })).toBeVisible();

  await founder.goto(`/organization/${slug}/manage`);
  await founder.getByRole("checkbox", { name: "Show leaderboards publicly" }).check();
  await founder.getByRole("button", { name: "Save settings" }).click();
  await expect(founder.getByRole("checkbox", { name: "Show leaderboards publicly" })).toBeChecked();

  await visitor.goto(`/organization/${slug}`);
  const newMembers = visitor.getByRole("heading", { name: "New members brought in" }).locator("..");
  await expect(newMembers.getByText("1", { exact: true })).toBeVisible();

  await Promise.all([founder, admin, memberPage, visitor].map((page) => page.context().close()));
});
