// The network, as two owners use it, with the keyboard only: owner A asks to connect with B's
// business from its profile, B accepts, A refers a customer, B marks the referral contacted and then
// won with $1,200, each dashboard credits the value, A recommends B and B accepts: the public profile
// shows the recommendation and the connection.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, rows } from "./e2e-db";
import { signUpThroughEmail, uniqueEmail } from "./support";

type Business = { id: string; businessName: string; citySlug: string; slug: string };

/** Two listed businesses of one city that nobody owns or has claimed, not used by the other specs. */
function twoUnownedBusinesses(): [Business, Business] {
  const found = rows<Business>(
    `SELECT b.id, b.businessName, b.citySlug, b.slug FROM "BusinessProfile" b
      WHERE b.ownerId IS NULL AND b.active = 1 AND b.awaitingApproval = 0 AND b.citySlug = 'austin'
        AND NOT EXISTS (SELECT 1 FROM "BusinessClaim" c WHERE c.businessId = b.id)
      ORDER BY b.id LIMIT 2 OFFSET 4`,
  );
  if (found.length < 2) throw new Error("the e2e database has too few unowned businesses in Austin");
  return [found[0]!, found[1]!];
}

/** Presses a control with the keyboard, once the page has made it usable. */
async function press(control: Locator) {
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press("Enter");
}

async function type(field: Locator, text: string) {
  await field.focus();
  await field.pressSequentially(text);
}

async function newOwner(page: Page, name: string, business: Business) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  await signUpThroughEmail(page, { email, displayName: name, businessOwner: true });
  // The listing becomes theirs as an approved claim would make it.
  execute(
    `UPDATE "BusinessProfile" SET ownerId = (SELECT id FROM "User" WHERE email = ?) WHERE id = ?`,
    email,
    business.id,
  );
  return email;
}

const profilePath = (business: Business) => `/business/${business.citySlug}/${business.slug}`;

test("two owners connect, refer a customer to closed business, and recommend each other", async ({ browser }) => {
  test.setTimeout(120_000);
  const [a, b] = twoUnownedBusinesses();
  const ownerA = await browser.newContext();
  const ownerB = await browser.newContext();
  const pageA = await ownerA.newPage();
  const pageB = await ownerB.newPage();
  await newOwner(pageA, "Ada Network", a);
  await newOwner(pageB, "Ben Network", b);

  // A asks to connect from B's profile.
  await pageA.goto(profilePath(b));
  const actions = pageA.getByRole("group", { name: "Your business network" });
  await press(actions.getByRole("button", { name: "Connect" }));
  const connect = pageA.getByRole("dialog");
  await type(connect.getByLabel("Note (optional)"), "We often send customers your way.");
  await press(connect.getByRole("button", { name: "Send request" }));
  await expect(actions.getByText("Request sent")).toBeVisible();

  // B accepts it.
  await pageB.goto(`/dashboard/network/requests?business=${b.id}`);
  const request = pageB.getByRole("group", { name: `Request from ${a.businessName}` });
  await expect(pageB.getByText("We often send customers your way.")).toBeVisible();
  await expectNoSeriousViolations(pageB);
  await press(request.getByRole("button", { name: "Accept" }));
  await expect(request).toBeHidden();

  // A refers a customer.
  await pageA.reload();
  await expect(actions.getByText("Connected")).toBeVisible();
  await press(actions.getByRole("button", { name: "Refer a customer" }));
  const refer = pageA.getByRole("dialog");
  await type(refer.getByLabel("Customer name"), "Rosa Referred");
  await type(refer.getByLabel("Customer email"), "rosa.referred@example.com");
  await type(refer.getByLabel("What they need"), "A kitchen remodel quote before the holidays.");
  const consent = refer.getByRole("checkbox", { name: /The customer agreed to be contacted/ });
  await consent.focus();
  await consent.press("Space");
  await expect(consent).toBeChecked();
  await press(refer.getByRole("button", { name: "Send referral" }));
  await expect(refer).toBeHidden();

  // B sees the customer's details, marks the referral contacted, then won with $1,200.
  await pageB.goto(`/dashboard/network/referrals?business=${b.id}`);
  const referral = pageB.getByRole("article", { name: /Rosa Referred/ });
  await expect(referral.getByRole("link", { name: "rosa.referred@example.com" })).toBeVisible();
  await expectNoSeriousViolations(pageB);
  await press(referral.getByRole("button", { name: "Mark contacted" }));
  await expect(referral.getByText("Contacted", { exact: true })).toBeVisible();
  await press(referral.getByRole("button", { name: "Mark won" }));
  const won = pageB.getByRole("dialog");
  await type(won.getByLabel("Value of the closed business (USD)"), "1200");
  await press(won.getByRole("button", { name: "Save as won" }));
  await expect(referral.getByText("$1,200")).toBeVisible();

  // The value is credited to A (given) and B (received).
  await pageA.goto(`/dashboard/network?business=${a.id}`);
  const numbersA = pageA.getByRole("region", { name: "Your network in numbers" });
  await expect(numbersA.getByText("$1,200 given").first()).toBeVisible();
  await expectNoSeriousViolations(pageA);
  await pageB.goto(`/dashboard/network?business=${b.id}`);
  const numbersB = pageB.getByRole("region", { name: "Your network in numbers" });
  await expect(numbersB.getByText("$1,200 received").first()).toBeVisible();

  // A recommends B; B accepts; the public profile shows it.
  const recommendation = "Ben's team finished our job early and the customers we send them keep thanking us.";
  await pageA.goto(profilePath(b));
  await press(actions.getByRole("button", { name: "Recommend" }));
  const recommend = pageA.getByRole("dialog");
  await type(recommend.getByLabel("Your recommendation"), recommendation);
  await press(recommend.getByRole("button", { name: "Send recommendation" }));
  await expect(recommend).toBeHidden();

  await pageB.goto(`/dashboard/network/recommendations?business=${b.id}`);
  const received = pageB.getByRole("group", { name: `Recommendation from ${a.businessName}` });
  await expect(pageB.getByText(recommendation)).toBeVisible();
  await expectNoSeriousViolations(pageB);
  await press(received.getByRole("button", { name: "Accept" }));
  await expect(received.getByRole("button", { name: "Hide" })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(profilePath(b));
  const section = visitor.getByRole("region", { name: "Recommendations from local businesses" });
  await expect(section.getByText(recommendation)).toBeVisible();
  await expect(section.getByRole("link", { name: a.businessName })).toHaveAttribute("href", profilePath(a));
  await expect(visitor.getByText("Connected with 1 local business")).toBeVisible();
  await expectNoSeriousViolations(visitor);

  await Promise.all([ownerA.close(), ownerB.close(), visitorContext.close()]);
});
