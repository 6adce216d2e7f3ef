// The JavaScript a page loads on its first visit, as Chromium fetches it: every script response
// until the network is idle, counted compressed (what travels) and decompressed (what is parsed).
// Usage: node scripts/first-load-js.mjs http://localhost:3000/directory [more URLs]
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") scripts.set(requestId, { url: response.url, encoded: 0, decoded: 0 });
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.encoded = encodedDataLength;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const all = [...scripts.values()];
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const encoded = all.reduce((sum, script) => sum + script.encoded, 0);
  const decoded = all.reduce((sum, script) => sum + script.decoded, 0);
  console.log(`${url}: ${all.length} scripts, ${kb(encoded)} kB transferred, ${kb(decoded)} kB decompressed`);
  if (process.env.VERBOSE) for (const script of all) console.log(`  ${kb(script.encoded)} / ${kb(script.decoded)} kB  ${script.url}`);
  await page.close();
}
await browser.close();
