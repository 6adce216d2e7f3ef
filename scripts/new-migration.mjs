// Creates the next migration for both providers: `npm run db:new-migration -- <name>`.
// Prisma's JS engine cannot diff against a migrations folder, so each provider keeps a snapshot of
// the schema its migrations produce (prisma/<provider>/migrations/schema.snapshot.prisma); the new
// migration is the diff from that snapshot to the current schema. `--check` fails when the schema
// has changed without a migration (CI runs it).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { PROVIDERS } from "./render-schemas.mjs";

const check = process.argv.includes("--check");
const name = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!check && !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: npm run db:new-migration -- <name in snake_case>");
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
let pending = false;
for (const provider of PROVIDERS) {
  const dir = join("prisma", provider);
  const schema = join(dir, "schema.prisma");
  const snapshot = join(dir, "migrations", "schema.snapshot.prisma");
  const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
  const sql = execFileSync(
    "node_modules/.bin/prisma",
    ["migrate", "diff", ...from, "--to-schema-datamodel", schema, "--script"],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: sampleUrl(provider) } },
  );
  const empty = sql.trim() === "" || sql.includes("This is an empty migration");
  if (check) {
    if (!empty) {
      console.error(`${provider}: the schema has changes without a migration: run npm run db:new-migration -- <name>`);
      pending = true;
    }
    continue;
  }
  if (empty) {
    console.log(`${provider}: no changes`);
    continue;
  }
  const target = join(dir, "migrations", `${stamp}_${name}`);
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, "migration.sql"), sql);
  copyFileSync(schema, snapshot);
  const lock = join(dir, "migrations", "migration_lock.toml");
  if (!existsSync(lock)) writeFileSync(lock, `provider = "${provider}"\n`);
  console.log(`${provider}: wrote ${target}/migration.sql`);
}
if (pending) process.exit(1);

function sampleUrl(provider) {
  return provider === "sqlite" ? "file:./data/diff.db" : "postgresql://postgres@127.0.0.1:5432/postgres";
}
