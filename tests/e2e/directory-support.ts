import { expect, type Page } from "@playwright/test";

export const cards = (page: Page) => page.getByTestId("business-card");

/** "Showing 1–12 of 231 businesses" -> 231. */
export async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("directory-count").textContent()) ?? "";
  const match = /of (\d+) business/.exec(text);
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1]);
}

/** The cards' names once the results have loaded (the page streams them after its loading screen). */
export async function cardNames(page: Page): Promise<string[]> {
  await expect(page.getByText("Loading businesses...")).toHaveCount(0);
  return cards(page).getByRole("heading").allTextContents();
}

/** The ratings shown, "New" counted as 0 (no reviews, stored average 0). */
export async function cardRatings(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId("business-rating").allTextContents();
  return texts.map((text) => (text.includes("New") ? 0 : Number(/(\d\.\d)/.exec(text)?.[1])));
}

export async function memberYears(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/Member since \d{4}/)
    .allTextContents();
  return texts.map((text) => Number(/Member since (\d{4})/.exec(text)?.[1]));
}

export async function cardDistances(page: Page): Promise<number[]> {
  const texts = await cards(page).getByTestId("business-distance").allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

export const nonIncreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);
export const nonDecreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);

/** Waits until the address (path and query) is exactly `href` and the results have settled. */
export async function expectAddress(page: Page, href: string | RegExp) {
  await expect(page).toHaveURL(href);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

export const EMPTY_HINT = "Try adjusting your filters or search terms to find more businesses.";

/** "search=..." encoded as the directory writes it. */
export const searchQuery = (text: string) => new URLSearchParams({ search: text }).toString().replaceAll("%2C", ",");
