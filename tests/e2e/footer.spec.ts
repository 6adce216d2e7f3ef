import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support";

test("every footer link leads to a real page", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("navigation", { name: "Footer" }).getByRole("link");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  for (const [label, heading] of [
    ["About Us", "About LocalHub"],
    ["Help Center", "Help Center"],
    ["Contact Us", "Contact Us"],
    ["Privacy Policy", "Privacy Policy"],
    ["Terms of Service", "Terms of Service"],
  ]) {
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  }
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: "hello@localhub.example" })).toHaveAttribute(
    "href",
    "mailto:hello@localhub.example",
  );
});

test("the footer subscribe box signs up an email once and explains bad input", async ({ page }) => {
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Newsletter" });
  const input = form.getByLabel("Email address");
  const email = uniqueEmail("news");

  await input.fill("not-an-email");
  await input.press("Enter");
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(1);

  await input.fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Thanks for subscribing! Local news and offers are on their way.");
  // The answer is the box's own: no toast repeats it over the box's button.
  await expect(page.locator("[role=status]").filter({ hasText: "Thanks for subscribing!" })).toHaveCount(1);
  await expect(input).toHaveValue("");

  // A second sign-up of the address gets the same answer: the box tells no one who is subscribed.
  await input.fill(email);
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(form.getByRole("status")).toHaveText("Thanks for subscribing! Local news and offers are on their way.");
});
