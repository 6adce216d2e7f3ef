// Prepares a machine to run LocalHub: a .env with a fresh secret, the database migrated, and
// demo data when the database has no businesses yet (existing data is kept).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

if (!existsSync(".env")) {
  const secret = randomBytes(32).toString("base64");
  const text = readFileSync(".env.example", "utf8").replace('NEXTAUTH_SECRET=""', `NEXTAUTH_SECRET="${secret}"`);
  writeFileSync(".env", text);
  console.log("Created .env from .env.example with a new NEXTAUTH_SECRET");
}
process.loadEnvFile(".env");

const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env: process.env });
run("node", ["scripts/migrate.mjs"]);
run("node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts", "--if-empty"]);
