import { expect, test } from "@playwright/test";
import { signInAs } from "./support";
import { insertCustomChallenge, uniqueText } from "./waitlist-data";

test("an admin approves, edits and deletes a custom challenge with the product's toasts", async ({ page }) => {
  // Many steps, each a round trip: allow three times the default.
  test.slow();
  const { entry, challenge } = insertCustomChallenge();
  await signInAs(page, "admin");
  await page.goto("/admin/challenges");
  await expect(page.getByRole("heading", { name: "Challenges", level: 1 })).toBeVisible();

  const pending = page.getByRole("table", { name: "Challenges awaiting review" });
  const pendingRow = pending.getByRole("row").filter({ hasText: challenge.challengeText });
  await expect(pendingRow).toContainText(entry.businessName);
  await expect(pendingRow).toContainText(entry.ownerName);
  await expect(pendingRow).toContainText(entry.email);

  const all = page.getByRole("table", { name: "All challenges" });
  const row = all.getByRole("row").filter({ hasText: challenge.challengeText });
  await expect(row).toContainText("Unapproved");

  await pendingRow.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog", { name: "Approve challenge?" }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Challenge updated" })).toContainText(
    "Challenge has been approved successfully.",
  );
  // Both lists are re-read: the pick leaves the review list and the challenge shows as approved.
  await expect(pending.getByRole("row").filter({ hasText: challenge.challengeText })).toHaveCount(0);
  await expect(row).toContainText("Approved");
  await expect(row).not.toContainText("Unapproved");

  const renamed = uniqueText("Renamed e2e challenge");
  await row.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit challenge" });
  await dialog.getByLabel("Challenge text").fill(renamed);
  await dialog.getByLabel("Display order").fill("42");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Challenge has been updated successfully." })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const renamedRow = all.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toContainText("42");

  await renamedRow.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Challenge has been rejected successfully." })).toBeVisible();
  await expect(renamedRow).toContainText("Inactive");

  await renamedRow.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete challenge?" });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Challenge has been deleted successfully.")).toBeVisible();
  await expect(all.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
});
