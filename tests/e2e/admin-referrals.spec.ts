import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { execute, scalar } from "./e2e-db";
import { signInAs } from "./support";
import { insertWaitlistEntry, uniqueText } from "./waitlist-data";

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

test("an admin filters the referrals and downloads them as CSV", async ({ page }) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const campaign = uniqueText("camp").replace(" ", "-");
  const tricky = insertWaitlistEntry({
    businessName: '=HYPERLINK("http://evil"), "Tacos"',
    referralSource: "google",
    referralMedium: "cpc",
    referralCampaign: campaign,
  });
  const plain = insertWaitlistEntry({
    referralSource: "friend",
    referralMedium: "referral",
    referralCampaign: campaign,
    referralCode: "E2E10",
    citySlug: "dallas",
  });

  await signInAs(page, "admin");
  await page.goto("/admin/referrals");
  await page.getByLabel("Campaign").fill(campaign);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${campaign}`));
  await expect(page.getByText("2 waitlist entries")).toBeVisible();
  await expect(page.getByRole("table", { name: "By source" })).toContainText("google");
  await expect(
    page.getByRole("table", { name: "By referral code" }).getByRole("row", { name: "E2E10 1" }),
  ).toBeVisible();
  const entries = page.getByRole("table", { name: "Waitlist entries" });
  await expect(entries.getByRole("row")).toHaveCount(3);
  await expect(entries.getByRole("link", { name: `Convert ${plain.businessName}` })).toHaveAttribute(
    "href",
    `/admin/convert-business/${plain.id}`,
  );

  await page.getByLabel("City").selectOption("dallas");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("1 waitlist entry", { exact: true })).toBeVisible();
  await page.getByLabel("City").selectOption("");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("2 waitlist entries")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await download.path(), "utf8"));
  expect(rows[0]?.slice(0, 3)).toEqual(["Business name", "Owner name", "Email"]);
  expect(rows).toHaveLength(3);
  const byEmail = new Map(rows.slice(1).map((row) => [row[2], row]));
  expect(byEmail.get(tricky.email)?.[0]).toBe(`'${tricky.businessName}`);
  expect(byEmail.get(plain.email)?.[11]).toBe("E2E10");
});

test("the CSV export refuses customers and visitors", async ({ page, request }) => {
  const anonymous = await request.get("/admin/referrals/export");
  expect(anonymous.status()).toBe(401);
  await signInAs(page, "customer");
  const refused = await page.request.get("/admin/referrals/export");
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain(",");
});

test("an admin filters held and area-unknown entries, clears one and assigns the other an area", async ({ page }) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const campaign = uniqueText("risk").replace(" ", "-");
  const referrer = insertWaitlistEntry({ referralCampaign: campaign });
  const held = insertWaitlistEntry({ referralCampaign: campaign });
  execute(
    `UPDATE "WaitlistEntry" SET "riskLevel" = 'high', "riskReasons" = 'similar-email,same-browser', "held" = 1, "referredById" = ? WHERE "id" = ?`,
    referrer.id,
    held.id,
  );
  const lost = insertWaitlistEntry({ referralCampaign: campaign, citySlug: null, zipCode: null, location: "Aus" });

  await signInAs(page, "admin");
  await page.goto(`/admin/referrals?campaign=${campaign}`);
  await page.getByRole("combobox", { name: "Risk" }).selectOption("held");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/risk=held/);
  await expect(page.getByText("1 waitlist entry", { exact: true })).toBeVisible();
  const entries = page.getByRole("table", { name: "Waitlist entries" });
  const heldRow = entries.getByRole("row").filter({ hasText: held.businessName });
  await expect(heldRow).toContainText("High risk");
  await expect(heldRow).toContainText("Held");
  await expect(heldRow.getByRole("list", { name: "Risk reasons" }).getByRole("listitem")).toHaveText([
    "Same address as another entry, but for a +tag or dots",
    "Several joins from one browser",
  ]);
  await expectNoSeriousViolations(page);

  // The CSV follows the filters.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const rows = parseCsv(await readFile(await download.path(), "utf8"));
  expect(rows.map((row) => row[2])).toEqual(["Email", held.email]);
  expect(rows[1]?.slice(-3)).toEqual([
    "high",
    "Same address as another entry, but for a +tag or dots; Several joins from one browser",
    "yes",
  ]);

  await heldRow.getByRole("button", { name: `Clear ${held.businessName}` }).click();
  const clear = page.getByRole("dialog", { name: `Clear ${held.businessName}?` });
  await clear.getByRole("button", { name: "Clear entry" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Cleared ${held.businessName}: it counts now, and its referrer got the referral.` }),
  ).toBeVisible();
  await expect(page.getByText("No waitlist entries match these filters.")).toBeVisible();
  expect(scalar(`SELECT "confirmedReferrals" FROM "WaitlistEntry" WHERE "id" = ?`, referrer.id)).toBe(1);

  await page.getByRole("combobox", { name: "Risk" }).selectOption("");
  await page.getByRole("combobox", { name: "Area" }).selectOption("unknown");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/area=unknown/);
  const lostRow = entries.getByRole("row").filter({ hasText: lost.businessName });
  await expect(lostRow).toContainText("Area unknown");
  await expect(entries.getByRole("row")).toHaveCount(2);
  await lostRow.getByRole("button", { name: `Assign an area to ${lost.businessName}` }).click();
  const assign = page.getByRole("dialog", { name: `Assign an area to ${lost.businessName}` });
  await assign.getByLabel("or ZIP code").fill("787");
  await assign.getByRole("button", { name: "Assign area" }).click();
  await expect(assign.getByRole("alert")).toHaveText(
    "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.",
  );
  await expectNoSeriousViolations(page);
  await assign.getByLabel("or ZIP code").fill("");
  await assign.getByLabel("City").selectOption("waco");
  await assign.getByRole("button", { name: "Assign area" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${lost.businessName} now counts toward Waco, TX.` }),
  ).toBeVisible();
  await expect(page.getByText("No waitlist entries match these filters.")).toBeVisible();
  expect(scalar<string>(`SELECT "citySlug" FROM "WaitlistEntry" WHERE "id" = ?`, lost.id)).toBe("waco");
});
