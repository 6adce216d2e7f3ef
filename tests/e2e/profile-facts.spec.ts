// A profile says what its card says (online booking, same-day service) and describes the business in
// whole sentences; its owner, while verification waits on their email address, is told so on the
// dashboard and can ask for a new link there. The business and its owner are made for this test.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { execute, scalar } from "./e2e-db";
import { signUpThroughApi, uniqueEmail } from "./support";

const FIRST = "Family kitchen serving Austin since 1998, with breakfast tacos, brisket and kolaches all day.";
const SECOND = "We cook everything from scratch each morning, and we always keep a table for the regulars.";
const DESCRIPTION = `${FIRST} ${SECOND} Call ahead for catering or give us a ring on the weekend for large parties.`;

test("a profile shows its services' facts; the owner is told verification waits on their email", async ({ page }) => {
  // (No plumbing words: other specs count the plumbers, none of them in Austin.)
  const name = `Quill${randomUUID().slice(0, 6)} Kitchen`;
  const email = uniqueEmail("facts");
  const owner = await signUpThroughApi({ email, displayName: "Ola Owner" });
  const category = scalar<string>(`SELECT id FROM "BusinessCategory" WHERE slug = 'restaurants'`);
  const parent = scalar<string>(`SELECT parentId FROM "BusinessCategory" WHERE slug = 'restaurants'`);
  const answer = await owner.post("/api/trpc/businesses.create", {
    data: {
      json: {
        basics: {
          businessName: name,
          description: DESCRIPTION,
          parentCategoryId: parent,
          categoryId: category,
          onlineBooking: true,
          sameDayService: true,
        },
        location: { citySlug: "austin", address: "1 Congress Ave" },
        contact: { phone: "(512) 555-0101" },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { id, slug } = ((await answer.json()) as { result: { data: { json: { id: string; slug: string } } } }).result
    .data.json;
  // Approved by an admin and listed; the owner's address then changed and is not yet confirmed.
  execute(`UPDATE "BusinessProfile" SET active = 1, awaitingApproval = 0 WHERE id = ?`, id);
  execute(`UPDATE "User" SET emailVerifiedAt = NULL WHERE email = ?`, email);
  await page.context().addCookies((await owner.storageState()).cookies);
  await owner.dispose();

  await page.goto(`/business/austin/${slug}`);
  const header = page.locator("header", { has: page.getByRole("heading", { level: 1, name }) });
  await expect(header.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveText([
    "Online Booking",
    "Same-Day Service",
  ]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", `${FIRST} ${SECOND}`);

  await page.goto("/dashboard");
  const notice = page.getByTestId("owner-email-notice");
  await expect(notice).toContainText("Verification is waiting on your email address.");
  await notice.getByRole("button", { name: "Resend" }).click();
  await expect(notice.getByRole("status")).toHaveText("We've sent a new link. Check your inbox.");
});
