// Makes sure the end-to-end tests have a Chromium and nginx (the multi-server test's proxy):
// Debian's packages (installed with apt-get when missing and running as root) or, on other
// machines, Playwright's own browser if it is installed.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"];

function playwrightBrowserInstalled() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const missing = [];
if (!SYSTEM_CHROMIUM.some((path) => existsSync(path)) && !playwrightBrowserInstalled()) missing.push("chromium");
if (!NGINX.some((path) => existsSync(path))) missing.push("nginx");
if (missing.length === 0) process.exit(0);

if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log(`Installing ${missing.join(" and ")} from Debian's packages for the end-to-end tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  process.exit(0);
}
console.error(
  `The end-to-end tests need ${missing.join(" and ")}: \`sudo apt-get install ${missing.join(" ")}\` (Debian)` +
    (missing.includes("chromium") ? " or `npx playwright install chromium` for the browser." : "."),
);
process.exit(1);
