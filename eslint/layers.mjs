// The layers LocalHub's imports follow (docs/ARCHITECTURE.md, "Layers"), as ESLint rules.
// Top to bottom: app -> components (shell) -> trpc/server -> server/api -> server/auth -> features -> components/ui,
// trpc/react -> platform -> lib. A folder imports only folders below it; `import type` of the router
// type (tRPC's client inference) is the one upward reference, and it carries no code.
// The rules read an import however it is written: `@/platform/db` and `../../platform/db` are the
// same module, so a relative path cannot step around a layer.
import path from "node:path";

const SRC = path.resolve(import.meta.dirname, "..", "src");

const above = {
  lib: ["@/platform", "@/features", "@/components", "@/server", "@/trpc", "@/app", "@/generated"],
  platform: ["@/features", "@/components", "@/server", "@/trpc", "@/app"],
  ui: ["@/platform", "@/features", "@/server", "@/trpc", "@/app", "@/components/layout", "@/components/providers"],
  features: ["@/app", "@/components/layout", "@/components/providers", "@/server", "@/trpc/server"],
  serverAuth: ["@/app", "@/components", "@/server/api", "@/trpc"],
  components: ["@/app", "@/server/api"],
  serverApi: ["@/app", "@/components", "@/trpc"],
  trpc: ["@/app", "@/components", "@/features"],
};

/**
 * The module an import names, as an `@/` path without extension when it is a file under src/
 * (`../../platform/db.ts` from src/features/x/y.ts is `@/platform/db`); other imports as written.
 */
export function importedModule(filename, source) {
  if (!/^\.\.?(\/|$)/.test(source)) return source;
  const target = path.relative(SRC, path.resolve(path.dirname(filename), source));
  if (target.startsWith("..") || path.isAbsolute(target)) return source;
  return `@/${target.split(path.sep).join("/")}`
    .replace(/(\.d)?\.(mjs|mts|js|jsx|ts|tsx)$/, "")
    .replace(/\/index$/, "");
}

/** Whether a declaration brings in types only (`import type`, `export type`, or every name marked `type`). */
function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const names = node.specifiers ?? [];
  return names.length > 0 && names.every((name) => name.importKind === "type" || name.exportKind === "type");
}

/** Imports of a folder above this one (options: `{ above: ["@/features", ...] }`); `import type` is allowed. */
const layerImports = {
  meta: {
    type: "problem",
    schema: [
      {
        type: "object",
        properties: { above: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const above = context.options[0]?.above ?? [];
    const check = (node) => {
      if (!node.source || typeOnly(node)) return;
      const imported = importedModule(context.filename, String(node.source.value));
      const folder = above.find((name) => imported === name || imported.startsWith(`${name}/`));
      if (folder)
        context.report({
          node,
          message: `Layers: this folder may not import ${folder} (see docs/ARCHITECTURE.md, "Layers").`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const restrict = (files, names, ignores = []) => ({
  files,
  ignores,
  plugins: { localhub: layersPlugin },
  rules: { "localhub/layers": ["error", { above: names }] },
});

/**
 * Files in a module with "use client" run in the browser: they take only browser-safe feature code,
 * a feature's (or a feature part's, as `businesses/claims/`) schema.ts, types.ts or components/.
 */
const clientImports = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === "type") return;
        const source = importedModule(context.filename, String(node.source.value));
        const feature = /^@\/features\/[^/]+\/(.+)$/.exec(source);
        const browserSafe = feature && /^([^/]+\/)?(schema|types|components\/.+)$/.test(feature[1]);
        const serverOnly = /^@\/(platform|server)(\/|$)/.test(source) || source === "server-only";
        if ((feature && !browserSafe) || serverOnly) {
          context.report({
            node,
            message: `A "use client" module may import only a feature's schema.ts, types.ts or components/ (not ${source}).`,
          });
        }
      },
    };
  },
};

/** A module that touches the database says so with `import "server-only"`, so no browser bundle can pull it in. */
const serverOnlyWithDb = {
  meta: { type: "problem", schema: [] },
  create(context) {
    let marked = false;
    const dbImports = [];
    return {
      ImportDeclaration(node) {
        const source = importedModule(context.filename, String(node.source.value));
        if (source === "server-only") marked = true;
        if (source === "@/platform/db" || /^@\/generated\/(sqlite|postgresql)\//.test(source)) dbImports.push(node);
      },
      "Program:exit"() {
        if (marked) return;
        for (const node of dbImports)
          context.report({ node, message: 'A module that touches the database starts with import "server-only".' });
      },
    };
  },
};

const layersPlugin = {
  rules: { layers: layerImports, "client-imports": clientImports, "server-only-with-db": serverOnlyWithDb },
};

export const layerConfigs = [
  restrict(["src/lib/**"], above.lib),
  restrict(["src/platform/**"], above.platform),
  restrict(["src/components/ui/**"], above.ui),
  restrict(["src/features/**"], above.features),
  restrict(["src/server/auth/**"], above.serverAuth),
  restrict(["src/components/**"], above.components, ["src/components/ui/**"]),
  restrict(["src/server/api/**"], above.serverApi),
  restrict(["src/trpc/**"], above.trpc),
  {
    files: ["src/**/*.{ts,tsx,mjs}"],
    plugins: { localhub: layersPlugin },
    rules: { "localhub/client-imports": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx,mjs}"],
    ignores: ["src/**/*.test.ts"],
    rules: { "localhub/server-only-with-db": "error" },
  },
];
