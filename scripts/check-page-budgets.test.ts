import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBudgets, pageFor } from "./check-page-budgets.mjs";

const PAGES = [
  "/page",
  "/(info)/about/page",
  "/directory/(all)/page",
  "/directory/[location]/page",
  "/business/[key]/page",
  "/business/[key]/[slug]/page",
];

describe("pageFor", () => {
  it("finds the page serving a route, ignoring route groups and preferring fixed segments", () => {
    expect(pageFor("/", PAGES)).toBe("/page");
    expect(pageFor("/about", PAGES)).toBe("/(info)/about/page");
    expect(pageFor("/directory", PAGES)).toBe("/directory/(all)/page");
    expect(pageFor("/directory/houston", PAGES)).toBe("/directory/[location]/page");
    expect(pageFor("/business/{city}/{slug}", PAGES)).toBe("/business/[key]/[slug]/page");
    expect(pageFor("/nowhere/at/all", PAGES)).toBeNull();
  });
});

/** A build output with one page whose layout chunk holds `bytes` of incompressible JavaScript. */
function fakeBuild(bytes: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "budgets-"));
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(dir, "server", "app", "about"), { recursive: true });
  const noise = randomBytes(bytes);
  writeFileSync(path.join(dir, "static", "chunks", "root.js"), "console.log(1)");
  writeFileSync(path.join(dir, "static", "chunks", "about.js"), noise);
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/root.js"] }));
  const manifest = {
    entryJSFiles: {
      "[project]/src/app/layout": ["static/chunks/root.js"],
      "[project]/src/app/about/page": ["static/chunks/about.js"],
    },
  };
  writeFileSync(
    path.join(dir, "server", "app", "about", "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/about/page"] = ${JSON.stringify(manifest)};`,
  );
  writeFileSync(path.join(dir, "BUILD_ID"), "test");
  return dir;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("checkBudgets", () => {
  it("sums the gzip size of the root chunks and the route's chunks, each once", () => {
    const dir = fakeBuild(20 * 1024);
    dirs.push(dir);
    const [about] = checkBudgets(dir, { "/about": 25 });
    expect(about).toMatchObject({ route: "/about", page: "/about/page", scripts: 2, ok: true });
    expect(about!.kb).toBeGreaterThan(20);
    expect(about!.kb).toBeLessThan(21);
    expect(checkBudgets(dir, { "/about": 19 })[0]!.ok).toBe(false);
  });

  it("fails the command when a route of a current build is over its budget, and not when the sources are newer", () => {
    const dir = fakeBuild(30 * 1024);
    dirs.push(dir);
    const run = () => {
      try {
        execFileSync(
          "node",
          ["scripts/check-page-budgets.mjs", "--dir", dir, "--budgets", path.join(dir, "budgets.json")],
          { stdio: "pipe" },
        );
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    writeFileSync(path.join(dir, "budgets.json"), JSON.stringify({ "/about": 40 }));
    expect(run()).toBe(0);
    writeFileSync(path.join(dir, "budgets.json"), JSON.stringify({ "/about": 20 }));
    expect(run()).toBe(1);
    const longAgo = new Date("2000-01-01T00:00:00Z");
    utimesSync(path.join(dir, "BUILD_ID"), longAgo, longAgo);
    expect(run()).toBe(0);
  });
});
