import type { Page } from "@playwright/test";

/** Collects the browser's reports of anything the CSP blocked. */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}
