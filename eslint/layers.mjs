// The layers LocalHub's imports follow (docs/ARCHITECTURE.md, "Layers"), as ESLint rules.
// Top to bottom: app -> components (shell) -> trpc/server -> server/api -> server/auth -> features -> components/ui,
// trpc/react -> platform -> lib. A folder imports only folders below it; `import type` of the router
// type (tRPC's client inference) is the one upward reference, and it carries no code.

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

const patterns = (names) =>
  names.map((name) => ({
    group: [name, `${name}/**`],
    message: `Layers: this folder may not import ${name} (see docs/ARCHITECTURE.md, "Layers").`,
    allowTypeImports: true,
  }));

const restrict = (files, names, ignores = []) => ({
  files,
  ignores,
  rules: {
    "no-restricted-imports": "off",
    "@typescript-eslint/no-restricted-imports": ["error", { patterns: patterns(names) }],
  },
});

/** Files in a module with "use client" run in the browser: they take only browser-safe feature code. */
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
        const source = String(node.source.value);
        const feature = /^@\/features\/[^/]+\/(.+)$/.exec(source);
        const browserSafe = feature && /^(schema|types|components\/.+)$/.test(feature[1]);
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
        const source = String(node.source.value);
        if (source === "server-only") marked = true;
        if (source === "@/platform/db" || /^@\/generated\/(sqlite|postgresql)\//.test(source)) dbImports.push(node);
      },
      "Program:exit"() {
        if (marked) return;
        for (const node of dbImports) context.report({ node, message: 'A module that touches the database starts with import "server-only".' });
      },
    };
  },
};

export const layersPlugin = { rules: { "client-imports": clientImports, "server-only-with-db": serverOnlyWithDb } };

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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { localhub: layersPlugin },
    rules: { "localhub/client-imports": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts"],
    rules: { "localhub/server-only-with-db": "error" },
  },
];
