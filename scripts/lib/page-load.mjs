// What one page view costs the browser and the server, measured in Chromium: its first-load
// JavaScript (the scripts the document itself references, gzip as sent and raw; chunks fetched
// later, e.g. for a prefetched link's page, are counted apart) and the requests it makes to the
// server before the visitor does anything. Shared by the page benchmark (scripts/bench/pages.mjs)
// and the JavaScript budget test (tests/e2e/page-weight.spec.ts); run by hand for a quick look:
//   node scripts/lib/page-load.mjs http://localhost:3000/directory [more URLs]   (VERBOSE=1 lists the scripts)
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** Files served as they are, without running the app: build output, stored images, public files. */
const STATIC_PATH = /^\/(_next\/static\/|media\/)|\.(svg|png|ico|webp|jpe?g|css|js|woff2?|txt|xml)$/;

/** @param {string} url @param {string} origin */
export function isServerRequest(url, origin) {
  const parsed = new URL(url);
  return parsed.origin === origin && !STATIC_PATH.test(parsed.pathname);
}

/**
 * Loads `path` in a fresh page of `context` and waits until the network has been idle for 500 ms.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} baseUrl
 * @param {string} path
 * @returns {Promise<{ status: number, jsGzipBytes: number, jsRawBytes: number, scripts: number, laterJsGzipBytes: number, serverRequests: string[] }>}
 */
export async function measurePageLoad(context, baseUrl, path) {
  const origin = new URL(baseUrl).origin;
  const page = await context.newPage();
  const serverRequests = [];
  const scripts = [];
  page.on("request", (request) => {
    if (isServerRequest(request.url(), origin))
      serverRequests.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  try {
    const response = await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    const load = {
      status: response?.status() ?? 0,
      jsGzipBytes: 0,
      jsRawBytes: 0,
      scripts: 0,
      laterJsGzipBytes: 0,
      serverRequests,
    };
    for (const script of scripts) {
      const { responseBodySize } = await script.request().sizes();
      const first = html.includes(new URL(script.url()).pathname);
      if (!first) {
        load.laterJsGzipBytes += responseBodySize;
        if (process.env.VERBOSE) console.log(`  later ${kb(responseBodySize)} kB  ${script.url()}`);
        continue;
      }
      const rawBytes = (await script.body()).length;
      load.scripts += 1;
      load.jsGzipBytes += responseBodySize;
      load.jsRawBytes += rawBytes;
      if (process.env.VERBOSE) console.log(`  ${kb(responseBodySize)} / ${kb(rawBytes)} kB  ${script.url()}`);
    }
    return load;
  } finally {
    await page.close();
  }
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { chromium } = await import("@playwright/test");
  const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    for (const url of process.argv.slice(2)) {
      const context = await browser.newContext();
      const load = await measurePageLoad(context, url, url);
      console.log(
        `${url}: ${load.scripts} scripts, ${kb(load.jsGzipBytes)} kB gzip / ${kb(load.jsRawBytes)} kB raw; fetched later: ${kb(load.laterJsGzipBytes)} kB gzip`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
