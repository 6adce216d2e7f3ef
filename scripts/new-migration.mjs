// Creates the next migration for both providers: `npm run db:new-migration -- <name>`.
// Prisma's JS engine cannot diff against a migrations folder, so each provider keeps a snapshot of
// the schema its migrations produce (prisma/<provider>/migrations/schema.snapshot.prisma); the new
// migration is the diff from that snapshot to the current schema. The engine opens a database even
// for that diff: a scratch SQLite file, and for PostgreSQL the server in MIGRATION_DIFF_POSTGRES_URL
// (default postgresql://postgres@127.0.0.1:5432/postgres; nothing is written to it).
// `--check` (no database needed) fails when a schema differs from its snapshot, i.e. it changed
// without a migration; CI runs it through `npm run check`.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PROVIDERS } from "./render-schemas.mjs";

const check = process.argv.includes("--check");
const name = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!check && !/^[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: npm run db:new-migration -- <name in snake_case>");
  process.exit(2);
}

const paths = (provider) => {
  const dir = join("prisma", provider);
  return { dir, schema: join(dir, "schema.prisma"), snapshot: join(dir, "migrations", "schema.snapshot.prisma") };
};

if (check) {
  const stale = PROVIDERS.filter((provider) => {
    const { schema, snapshot } = paths(provider);
    return !existsSync(snapshot) || readFileSync(schema, "utf8") !== readFileSync(snapshot, "utf8");
  });
  for (const provider of stale)
    console.error(`${provider}: the schema has changed without a migration: run npm run db:new-migration -- <name>`);
  process.exit(stale.length ? 1 : 0);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
for (const provider of PROVIDERS) {
  const { dir, schema, snapshot } = paths(provider);
  const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
  const sql = execFileSync(
    "node_modules/.bin/prisma",
    ["migrate", "diff", ...from, "--to-schema-datamodel", schema, "--script"],
    {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: diffDatabaseUrl(provider) },
    },
  );
  if (sql.trim() === "" || sql.includes("This is an empty migration")) {
    console.log(`${provider}: no database changes`);
  } else {
    const target = join(dir, "migrations", `${stamp}_${name}`);
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, "migration.sql"), sql);
    console.log(`${provider}: wrote ${target}/migration.sql`);
  }
  // Also after a change without SQL (comments, docs), so the check compares like with like.
  copyFileSync(schema, snapshot);
  const lock = join(dir, "migrations", "migration_lock.toml");
  if (!existsSync(lock)) writeFileSync(lock, `provider = "${provider}"\n`);
}

function diffDatabaseUrl(provider) {
  if (provider === "postgresql")
    return process.env.MIGRATION_DIFF_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  mkdirSync("tmp", { recursive: true });
  return "file:./tmp/migration-diff.db";
}
