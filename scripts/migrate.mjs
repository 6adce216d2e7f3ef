// Applies the migrations of the provider DATABASE_URL names (npm run db:migrate).
// On SQLite it also switches the file to WAL so readers do not wait for a writer.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { providerFromUrl } from "../src/platform/runtime/database-url.mjs";

if (!process.env.DATABASE_URL && existsSync(".env")) process.loadEnvFile(".env");
const url = process.env.DATABASE_URL ?? "file:./data/localhub.db";
const provider = providerFromUrl(url);

if (provider === "sqlite") {
  const file = url.slice("file:".length);
  mkdirSync(dirname(file), { recursive: true });
}
execFileSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
if (provider === "sqlite") {
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(url.slice("file:".length));
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
}
