import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
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
