// Signs each demo role in once, through the /auth form, and saves the browser's state: tests that
// are not about signing in start from it (signInAs), so a run signs in three times, not once per test.
// Tests that sign out or need a session of their own sign in through the form (signInThroughForm).
import { mkdirSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { demoAccount, SIGNED_IN_STATE_DIR, signedInStatePath, signInThroughForm, type DemoRole } from "./support";

for (const role of ["admin", "business_owner", "customer"] as const satisfies readonly DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const account = demoAccount(role);
    await page.goto("/auth");
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
    mkdirSync(SIGNED_IN_STATE_DIR, { recursive: true });
    await page.context().storageState({ path: signedInStatePath(role) });
  });
}
