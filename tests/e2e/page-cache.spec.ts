// The page cache (scripts/lib/page-cache.mjs) keeps signed-out pages and empties itself on any
// mutation, so this spec runs last and alone (the "chromium-alone" project): a mutation by a spec
// running beside it would turn its cached answers into fresh renders.
import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { cspViolations } from "./csp";

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
