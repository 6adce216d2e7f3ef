// An owner closes their business for the day: the directory's card says closed and when it opens,
// and the profile's hours mark today's special hours and list them. Then the US-holidays shortcut,
// and removing the day again. "Today" is the business's own (Austin: Chicago time), whatever the
// machine's zone; the business is open 9 AM to 5 PM every day, so tomorrow's opening is 9 AM.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, scalar } from "./e2e-db";
import { actAsNewVisitor, demoAccount, signInAs } from "./support";

const ZONE = "America/Chicago";
const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Today in Austin ("YYYY-MM-DD"), and tomorrow's short weekday there. */
function austinToday() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const date = new Date(`${today}T12:00:00Z`);
  const label = `${SHORT_DAYS[date.getUTCDay()]}, ${date.toLocaleString("en-US", { month: "short", timeZone: "UTC" })} ${date.getUTCDate()}`;
  return { today, label, tomorrow: SHORT_DAYS[tomorrow.getUTCDay()]! };
}

/** An active business of the demo owner in Austin, open 9 AM to 5 PM every day. */
function insertOwnedBusiness() {
  const word = randomUUID().slice(0, 8);
  const id = `e2e_special_${word}`;
  const name = `Holiday Hardware ${word}`;
  const slug = `holiday-hardware-${word}`;
  const ownerId = scalar<string>(`SELECT id FROM "User" WHERE email = ?`, demoAccount("business_owner").email);
  const now = new Date().toISOString().replace("Z", "+00:00");
  execute(
    `INSERT INTO "BusinessProfile" (id, ownerId, businessName, slug, category, city, citySlug, zipCode, latitude, longitude, memberSince, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, 'Hardware', 'Austin', 'austin', '78701', 30.27, -97.74, '2015-06-01T00:00:00.000+00:00', ?, ?)`,
    id,
    ownerId,
    name,
    slug,
    now,
    now,
  );
  for (let day = 0; day < 7; day++)
    execute(
      `INSERT INTO "BusinessHours" (id, businessId, dayOfWeek, openMinute, closeMinute) VALUES (?, ?, ?, 540, 1020)`,
      `${id}_${day}`,
      id,
      day,
    );
  return { id, name, word, profileUrl: `/business/austin/${slug}` };
}

test("an owner sets a holiday for today: the card says closed and when it opens, and the profile's hours show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const business = insertOwnedBusiness();
  const { today, label, tomorrow } = austinToday();
  try {
    await signInAs(page, "business_owner");
    await page.goto(`/dashboard/business/${business.id}`);
    const section = page.getByRole("region", { name: "Special hours" });
    const form = section.getByRole("form", { name: "Add special hours" });
    // The first date offered is the business's today.
    await expect(form.getByRole("textbox", { name: "Date", exact: true })).toHaveValue(today);
    await expect(form.getByRole("radio", { name: "Closed all day" })).toBeChecked();
    await form.getByLabel("Label (optional)").fill("Staff holiday");
    await form.getByRole("button", { name: "Add special hours" }).click();
    const upcoming = section.getByRole("list", { name: "Upcoming special hours" });
    await expect(upcoming.getByRole("listitem").first()).toContainText(`— Closed (Staff holiday)`);
    await expectNoSeriousViolations(page);

    // A signed-out visitor finds the business in the directory: closed today, open tomorrow at 9.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await actAsNewVisitor(visitor);
    await visitor.goto(`/directory?search=${business.word}`);
    const card = visitor.getByTestId("business-card").filter({ hasText: business.name });
    await expect(card.getByTestId("open-status")).toHaveText(`Closed · opens 9 AM ${tomorrow}`);

    // The profile's hours: today's row says closed for the holiday, and the special dates list it.
    await visitor.goto(business.profileUrl);
    const hours = visitor.getByRole("region", { name: "Opening hours" });
    const todayRow = hours.locator('tr[aria-current="date"]');
    await expect(todayRow).toContainText("Closed");
    await expect(todayRow).toContainText("Special hours today: Staff holiday");
    const listed = hours.getByRole("listitem").first();
    await expect(listed).toContainText(label);
    await expect(listed).toContainText("Closed (Staff holiday)");
    await expectNoSeriousViolations(visitor);

    // The US-holidays shortcut adds the usual closing days, named (on any today, one of these two is ahead).
    await section.getByRole("button", { name: "Close on US holidays" }).click();
    await expect(section.getByRole("status")).toContainText("Closed on ");
    await expect(upcoming).toContainText(/Closed \((Christmas Day|New Year's Day)\)/);

    // Removing today's exception: the profile shows the weekly hours for today again.
    await upcoming.getByRole("button", { name: new RegExp(`^Remove special hours on ${label},`) }).click();
    await expect(upcoming).not.toContainText("Staff holiday");
    await visitor.goto(business.profileUrl);
    await expect(todayRow).toHaveText(/9:00 AM – 5:00 PM$/);
    await visitorContext.close();
  } finally {
    execute(`DELETE FROM "BusinessProfile" WHERE id = ?`, business.id);
  }
});
