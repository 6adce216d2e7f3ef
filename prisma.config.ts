// Prisma CLI configuration. The database (and so the schema and migrations folder)
// follows DATABASE_URL: `file:` means SQLite, `postgres://`/`postgresql://` means PostgreSQL.
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { providerFromUrl } from "./src/platform/runtime/database-url.mjs";

if (!process.env.DATABASE_URL && existsSync(".env")) process.loadEnvFile(".env");
const url = process.env.DATABASE_URL ?? "file:./data/localhub.db";
const provider = providerFromUrl(url);

export default defineConfig({
  schema: path.join("prisma", provider, "schema.prisma"),
  migrations: { path: path.join("prisma", provider, "migrations") },
  engine: "js",
  experimental: { adapter: true },
  async adapter() {
    if (provider === "postgresql") {
      await import("./scripts/lib/pg-name-columns-as-text.mjs");
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({ connectionString: url });
    }
    const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
    return new PrismaBetterSQLite3({ url });
  },
});
