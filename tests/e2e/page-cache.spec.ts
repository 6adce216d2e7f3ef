// The page cache (scripts/lib/page-cache.mjs) keeps public pages, rendered for nobody, and empties
// itself on any mutation, so this spec runs last and alone (the "chromium-alone" project): a
// mutation by a spec running beside it would turn its cached answers into fresh renders.
import { get } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { cspViolations } from "./csp";
import { rows } from "./e2e-db";
import { signInAs } from "./support";

test("a page answered from the page cache has its own nonce, and its CSP blocks injected scripts, even with an earlier answer's nonce", async ({
  page,
  request,
}) => {
  const first = await request.get("/about");
  const second = await request.get("/about");
  expect(second.headers()["x-localhub-page-cache"]).toBe("hit");
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")![1]!;
  const [old, fresh] = [
    nonceOf(first.headers()["content-security-policy"]),
    nonceOf(second.headers()["content-security-policy"]),
  ];
  expect(fresh).not.toBe(old);
  const html = await second.text();
  expect(html).toContain(`nonce="${fresh}"`);
  expect(html).not.toContain(old);

  // An attacker's markup in the page: an inline script, one with the nonce an earlier visitor saw, and an outside script.
  const violations = cspViolations(page);
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    expect(response.headers()["x-localhub-page-cache"]).toBe("hit");
    const injected = `<script>window.__injected = "inline"</script><script nonce="${old}">window.__injected = "old nonce"</script><script src="https://attacker.example/x.js"></script>`;
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)),
    );
    await route.fulfill({ response, headers, body: (await response.text()).replace("<main", `${injected}<main`) });
  });
  await page.goto("/about");
  // The page's own scripts still run: the header search loads its suggestion box on focus.
  const search = page.getByTestId("header-search");
  await search.focus();
  await expect(search).toHaveRole("combobox");
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3);
});

test("a visitor who leaves mid-render (after 10, 50, 200 ms) holds up no one: the page loads for the next visitor and is kept", async ({
  baseURL,
  request,
}) => {
  for (const leaveAfterMs of [10, 50, 200]) {
    const path = `/directory?search=${encodeURIComponent(`plumber left after ${leaveAfterMs}`)}`;
    await new Promise<void>((resolve) => {
      const leaving = get(
        `${baseURL}${path}`,
        { headers: { "x-forwarded-for": `198.51.100.${leaveAfterMs}` } },
        (response) => {
          response.resume();
          response.on("close", () => resolve());
        },
      );
      leaving.on("error", () => resolve());
      setTimeout(() => leaving.destroy(), leaveAfterMs);
    });
    const next = await request.get(path, { timeout: 15_000 });
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain("plumber left after");
    expect((await request.get(path, { timeout: 15_000 })).headers()["x-localhub-page-cache"]).toBe("hit");
  }
});

test("signed-in visitors share the cached page, each sees only their own parts, and signing out clears them", async ({
  browser,
}) => {
  const customerPage = await (await browser.newContext()).newPage();
  const ownerPage = await (await browser.newContext()).newPage();
  // Sessions of their own: this test signs one out.
  const customer = await signInAs(customerPage, "customer", { throughForm: true });
  const owner = await signInAs(ownerPage, "business_owner", { throughForm: true });
  const [business] = rows<{ citySlug: string; slug: string; businessName: string }>(
    `SELECT citySlug, slug, businessName FROM "BusinessProfile"
      WHERE active = 1 AND awaitingApproval = 0 AND (ownerId IS NULL OR ownerId <> (SELECT id FROM "User" WHERE email = ?))
      ORDER BY id LIMIT 1`,
    owner.email,
  );
  const path = `/business/${business!.citySlug}/${business!.slug}`;
  const first = (await customerPage.goto(path))!;
  const second = (await ownerPage.goto(path))!;
  expect(second.headers()["x-localhub-page-cache"]).toBe("hit");
  for (const answer of [first, second]) {
    const html = await answer.text();
    expect(html).not.toContain(customer.displayName);
    expect(html).not.toContain(owner.displayName);
  }

  const account = (page: Page, name: string) => page.getByRole("banner").getByRole("button", { name });
  const network = (page: Page) => page.getByRole("group", { name: "Your business network" });
  await expect(account(customerPage, customer.displayName)).toBeVisible();
  await expect(account(ownerPage, owner.displayName)).toBeVisible();
  await expect(network(ownerPage)).toBeVisible();
  await expect(customerPage.getByRole("button", { name: `Favorite ${business!.businessName}` })).toBeVisible();
  await expect(account(customerPage, owner.displayName)).toHaveCount(0);
  await expect(account(ownerPage, customer.displayName)).toHaveCount(0);
  await expect(network(customerPage)).toHaveCount(0);

  // Signing out, then Back to the profile (from the back/forward cache where the browser keeps it).
  await account(customerPage, customer.displayName).click();
  await customerPage.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(customerPage).toHaveURL("/");
  const signIn = customerPage.getByRole("banner").getByRole("link", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  await customerPage.goBack();
  await expect(customerPage).toHaveURL(path);
  await expect(signIn).toBeVisible();
  await expect(account(customerPage, customer.displayName)).toHaveCount(0);
  await expect(customerPage.getByRole("button", { name: `Favorite ${business!.businessName}` })).toHaveCount(0);
  // The other visitor is still signed in.
  await ownerPage.reload();
  await expect(account(ownerPage, owner.displayName)).toBeVisible();
});
