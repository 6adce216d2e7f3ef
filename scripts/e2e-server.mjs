// Starts LocalHub for the end-to-end tests: a fresh SQLite database with demo data, a production
// build, and the production server (scripts/server.mjs) on the given port. It trusts one proxy hop:
// the tests send X-Forwarded-For as that proxy would, so each test is a visitor with its own limits.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { E2E_NEXTAUTH_SECRET } from "./lib/e2e-secret.mjs";

const port = process.argv[2] ?? "3100";
const file = "tmp/e2e.db";
mkdirSync("tmp", { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
const uploads = "tmp/e2e-uploads";
rmSync(uploads, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: `file:./${file}`,
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: E2E_NEXTAUTH_SECRET,
  SMTP_URL: "",
  STORAGE_DIR: uploads,
  SEED_BUSINESSES: "240",
  TRUSTED_PROXY_HOPS: "1",
};
const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });

run("node", ["scripts/migrate.mjs"]);
run("node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts"]);
run("node_modules/.bin/next", ["build"]);
run("node", ["scripts/check-page-budgets.mjs", "--require-build"]);
const server = spawn("node", ["scripts/server.mjs", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
