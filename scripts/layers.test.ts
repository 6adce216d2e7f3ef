// The layer rules bite: wrong-direction imports fail `npm run check` (ESLint), whether written with
// `@/` or as a relative path, and the folders' value imports form no cycle.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { importedModule } from "../eslint/layers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function messagesFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const fixtures: Array<{ file: string; code: string; rule: string }> = [
  {
    file: "src/lib/fixture.ts",
    code: 'import { db } from "@/platform/db";\nexport const x = db;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/platform/fixture.ts",
    code: 'import { searchDirectory } from "@/features/directory/search";\nexport const x = searchDirectory;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/features/directory/fixture.ts",
    code: 'import { appRouter } from "@/server/api/root";\nexport const x = appRouter;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/features/directory/fixture2.ts",
    code: 'import { SiteHeader } from "@/components/layout/site-header";\nexport const x = SiteHeader;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/components/ui/fixture.tsx",
    code: 'import { DIRECTORY_PAGE_SIZE } from "@/features/directory/schema";\nexport const x = DIRECTORY_PAGE_SIZE;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/components/layout/fixture.tsx",
    code: '"use client";\nimport { searchDirectory } from "@/features/directory/search";\nexport const x = searchDirectory;\n',
    rule: "localhub/client-imports",
  },
  {
    file: "src/features/directory/fixture3.ts",
    code: 'import { db } from "@/platform/db";\nexport const x = db;\n',
    rule: "localhub/server-only-with-db",
  },
  // The same imports as relative paths.
  {
    file: "src/lib/fixture-relative.ts",
    code: 'import { db } from "../platform/db";\nexport const x = db;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/platform/runtime/fixture-relative.mjs",
    code: 'export { searchDirectory } from "../../features/directory/search";\n',
    rule: "localhub/layers",
  },
  {
    file: "src/features/reviews/fixture-relative.ts",
    code: 'import { appRouter } from "../../server/api/root.ts";\nexport const x = appRouter;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/components/ui/fixture-relative.tsx",
    code: 'import { DIRECTORY_PAGE_SIZE } from "../../features/directory/schema";\nexport const x = DIRECTORY_PAGE_SIZE;\n',
    rule: "localhub/layers",
  },
  {
    file: "src/components/layout/fixture-relative.tsx",
    code: '"use client";\nimport { clientIp } from "../../platform/client-ip";\nexport const x = clientIp;\n',
    rule: "localhub/client-imports",
  },
  {
    file: "src/features/reviews/components/fixture-relative.tsx",
    code: '"use client";\nimport { submitReview } from "../submit";\nexport const x = submitReview;\n',
    rule: "localhub/client-imports",
  },
  {
    file: "src/features/reviews/fixture-relative2.ts",
    code: 'import { db } from "../../platform/db";\nexport const x = db;\n',
    rule: "localhub/server-only-with-db",
  },
  // A feature's part (features/businesses/claims/) keeps its server code out of the browser too.
  {
    file: "src/features/businesses/claims/components/fixture.tsx",
    code: '"use client";\nimport { submitClaim } from "../mutations";\nexport const x = submitClaim;\n',
    rule: "localhub/client-imports",
  },
];

// ESLint loads the whole configuration on the first lint, which takes seconds on a busy machine.
describe("layer rules", { timeout: 60_000 }, () => {
  it.each(fixtures)("refuses $file", async ({ file, code, rule }) => {
    const messages = await messagesFor(file, code);
    expect(messages.some((message) => message.includes(rule))).toBe(true);
  });

  it("accepts the right direction", async () => {
    const messages = await messagesFor(
      "src/features/directory/fixture4.ts",
      'import "server-only";\nimport { db } from "@/platform/db";\nimport { slugify } from "@/lib/slug";\nimport type { AppRouter } from "@/server/api/root";\nexport type R = AppRouter;\nexport const x = [db, slugify];\n',
    );
    expect(messages.filter((message) => /restricted|localhub/.test(message))).toEqual([]);
  });

  it("accepts the right direction written as relative paths", async () => {
    const messages = await messagesFor(
      "src/features/reviews/components/fixture-relative3.tsx",
      '"use client";\nimport { ZCustomerSchema } from "../schema";\nimport { slugify } from "../../../lib/slug";\nimport { Modal } from "../../../components/ui/modal";\nimport type { AppRouter } from "../../../server/api/root";\nimport { helper } from "./helper";\nexport type R = AppRouter;\nexport const x = [ZCustomerSchema, slugify, Modal, helper];\n',
    );
    expect(messages.filter((message) => /restricted|localhub/.test(message))).toEqual([]);
  });

  it("accepts a feature part's schema, types and components in a client module", async () => {
    const messages = await messagesFor(
      "src/features/businesses/claims/components/fixture2.tsx",
      '"use client";\nimport { ZSubmitClaimSchema } from "../schema";\nimport { CLAIM_ROLES } from "@/features/businesses/claims/types";\nimport { ListingStatus } from "@/features/businesses/editor/components/listing-status";\nexport const x = [ZSubmitClaimSchema, CLAIM_ROLES, ListingStatus];\n',
    );
    expect(messages.filter((message) => /restricted|localhub/.test(message))).toEqual([]);
  });
});

describe("importedModule", () => {
  it("reads a relative import under src/ as its @/ module, and leaves other imports as written", () => {
    const from = path.join(root, "src/features/reviews/submit.ts");
    expect(importedModule(from, "../../platform/db")).toBe("@/platform/db");
    expect(importedModule(from, "../../platform/runtime/env.mjs")).toBe("@/platform/runtime/env");
    expect(importedModule(from, "./components/index.ts")).toBe("@/features/reviews/components");
    expect(importedModule(from, "@/lib/slug")).toBe("@/lib/slug");
    expect(importedModule(from, "zod")).toBe("zod");
    expect(importedModule(from, "../../../scripts/lib/page-cache.mjs")).toBe("../../../scripts/lib/page-cache.mjs");
  });
});

/** The layer a file belongs to: src/<top>, or src/<top>/<sub> for folders that hold several layers. */
function layerOf(file: string): string {
  const parts = path.relative(path.join(root, "src"), file).split(path.sep);
  if (["server", "components", "trpc"].includes(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === "trpc") return `trpc/${parts[1]!.replace(/\.tsx?$/, "")}`;
  return parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("folder graph", () => {
  it("has no cycle between layers (value imports)", () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(path.join(root, "src"))) {
      const from = layerOf(file);
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/^import (?!type )[^;]*?from "([^"]+)"/gm)) {
        const imported = importedModule(file, match[1]!);
        if (!imported.startsWith("@/")) continue;
        const to = layerOf(path.join(root, "src", imported.slice(2)));
        if (to === from || to === "generated") continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
    }
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (state.get(node) === "done") return;
      if (state.get(node) === "visiting") {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(" -> "));
        return;
      }
      state.set(node, "visiting");
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
      state.set(node, "done");
    };
    for (const node of edges.keys()) visit(node, []);
    expect(edges.size).toBeGreaterThan(5);
    expect(cycles).toEqual([]);
  });
});
