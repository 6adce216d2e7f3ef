import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's Chromium on CI and these machines; elsewhere Playwright's own browser.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: systemChromium,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};
const SITE_WIDE_SPECS = /admin-catalogue\.spec\.ts$/;
// Specs that need no other spec running beside them (the page cache empties on any mutation).
const ALONE_SPECS = /page-cache\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Each demo role signs in once; the tests start from the saved state (tests/e2e/support.ts, signInAs).
    { name: "sign-in", testMatch: /sign-in\.setup\.ts$/, use: browser },
    {
      name: "chromium",
      dependencies: ["sign-in"],
      // Specs that change what every page shows run after the rest, so no other spec sees them.
      testIgnore: [SITE_WIDE_SPECS, ALONE_SPECS],
      use: browser,
    },
    { name: "chromium-site-wide", testMatch: SITE_WIDE_SPECS, dependencies: ["chromium"], use: browser },
    { name: "chromium-alone", testMatch: ALONE_SPECS, dependencies: ["chromium-site-wide"], use: browser },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `${baseURL}/api/auth/providers`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
