import path from "node:path";
import { defineConfig } from "vitest/config";

// "server-only" throws outside React's server condition; tests import server modules directly.
const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/test-database.ts"],
          // Uploaded images go to a scratch folder, not the development store.
          // The directory's statement time limit guards production; here its own test sets one, and
          // the rest of the suite must not fail because the shared machine is busy.
          env: { STORAGE_DIR: "tmp/test-uploads", DIRECTORY_STATEMENT_TIMEOUT_MS: "15000" },
          // One database per run; files run one after another so SQLite sees a single writer.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
