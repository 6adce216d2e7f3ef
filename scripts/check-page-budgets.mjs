// The JavaScript budget check of the production build: each public route's first-load JavaScript
// (the scripts its document references: Next's root chunks and the chunks of the route's layouts,
// boundaries and page, gzip level 6 as the server sends them), computed from the build output in
// .next, against its budget in tests/e2e/page-budgets.json (kB). Exits 1 when a route is over.
// Runs after every `npm run build` and end-to-end build (`--require-build`: no build is an error),
// and in `npm run check`, which runs before any build: it checks the last build if there is one,
// and when the sources changed after that build it reports without failing (the build no longer
// shows the code; the next build checks it). The page-weight spec measures the same in Chromium.
//   node scripts/check-page-budgets.mjs [--require-build] [--dir .next] [--budgets tests/e2e/page-budgets.json]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/** The page manifests' routes ("/directory/(all)/page") -> their files, under `dir`/server/app. */
export function pageManifests(dir) {
  const root = path.join(dir, "server", "app");
  const found = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "page_client-reference-manifest.js")
        found.set(["", ...path.relative(root, folder).split(path.sep).filter(Boolean), "page"].join("/"), file);
    }
  };
  walk(root);
  return found;
}

/**
 * The page route that serves `route` ("/directory/houston", "/business/{city}/{slug}"): route groups
 * do not count, `[x]` matches any segment, a fixed segment beats a dynamic one.
 * @param {string} route
 * @param {Iterable<string>} pages e.g. "/directory/[location]/page"
 */
export function pageFor(route, pages) {
  const wanted = route.split("/").filter(Boolean);
  let best = null;
  for (const page of pages) {
    const segments = page.split("/").filter((segment) => segment && segment !== "page" && !/^\(.*\)$/.test(segment));
    if (segments.length !== wanted.length) continue;
    let score = 0;
    const fits = segments.every((segment, i) => {
      if (/^\[[^\]]+\]$/.test(segment)) return true;
      score += 1;
      return segment === wanted[i] && !/^\{.*\}$/.test(wanted[i]);
    });
    if (fits && (best === null || score > best.score)) best = { page, score };
  }
  return best?.page ?? null;
}

/** The chunk files (relative to `dir`) the route's document references. */
export function firstLoadFiles(dir, manifestFile) {
  const sandbox = { globalThis: {} };
  runInNewContext(readFileSync(manifestFile, "utf8"), sandbox);
  const [manifest] = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {});
  if (!manifest?.entryJSFiles)
    throw new Error(`${manifestFile} has no entryJSFiles: the build output's format changed`);
  const { rootMainFiles = [] } = JSON.parse(readFileSync(path.join(dir, "build-manifest.json"), "utf8"));
  return [...new Set([...rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()])].filter((file) =>
    file.endsWith(".js"),
  );
}

/** gzip bytes of the files, as the server compresses them (zlib's default level, 6). */
export function gzipBytes(dir, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file))).length, 0);
}

/** Each budgeted route's first-load kB and whether it is within its budget. */
export function checkBudgets(dir, budgets) {
  const manifests = pageManifests(dir);
  return Object.entries(budgets).map(([route, budgetKb]) => {
    const page = pageFor(route, manifests.keys());
    if (!page) throw new Error(`no page in the build serves ${route}`);
    const files = firstLoadFiles(dir, manifests.get(page));
    const kb = gzipBytes(dir, files) / 1024;
    return { route, page, scripts: files.length, kb, budgetKb, ok: Math.round(kb) <= budgetKb };
  });
}

/** The newest modification time under the folders, in ms. */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const file of paths) if (existsSync(file)) visit(file);
  return latest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const dir = option("--dir", ".next");
  const budgetsFile = option("--budgets", "tests/e2e/page-budgets.json");
  const buildId = path.join(dir, "BUILD_ID");
  if (!existsSync(buildId)) {
    if (args.includes("--require-build")) {
      console.error(`JavaScript budgets: no production build in ${dir}`);
      process.exit(1);
    }
    console.log(`JavaScript budgets: no production build in ${dir} yet, nothing to check (every build checks itself).`);
    process.exit(0);
  }
  const results = checkBudgets(dir, JSON.parse(readFileSync(budgetsFile, "utf8")));
  const builtAt = statSync(buildId).mtimeMs;
  const stale = newest(["src", "next.config.ts", "package-lock.json"]) > builtAt;
  console.log(`JavaScript budgets (first load, gzip) of the build from ${new Date(builtAt).toISOString()}:`);
  for (const result of results)
    console.log(
      `  ${result.ok ? "ok  " : "OVER"} ${result.route}: ${result.kb.toFixed(1)} kB of ${result.budgetKb} kB (${result.scripts} scripts)`,
    );
  if (stale)
    console.log("  (the sources changed after this build, so it is not held against them: the next build checks them)");
  const over = results.filter((result) => !result.ok);
  if (over.length && !stale) {
    console.error(
      `JavaScript budgets exceeded: ${over.map((result) => result.route).join(", ")} (budgets: ${budgetsFile}; raise one only with the reason in the commit)`,
    );
    process.exit(1);
  }
}
