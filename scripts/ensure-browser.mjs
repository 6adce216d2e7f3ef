// Makes sure the end-to-end tests have a Chromium: Debian's (installed with apt-get when missing
// and running as root) or, on other machines, Playwright's own browser if it is installed.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function playwrightBrowserInstalled() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (SYSTEM_CHROMIUM.some((path) => existsSync(path)) || playwrightBrowserInstalled()) process.exit(0);

if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("Installing Chromium from Debian's packages for the end-to-end tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  process.exit(0);
}
console.error(
  "The end-to-end tests need Chromium: `sudo apt-get install chromium` (Debian) or `npx playwright install chromium`.",
);
process.exit(1);
