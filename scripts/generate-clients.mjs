// Generates the Prisma client for both providers (src/generated/sqlite and src/generated/postgresql).
// Runs after every npm install; no database is needed for it.
import { execFileSync } from "node:child_process";
import { PROVIDERS } from "./render-schemas.mjs";

const SAMPLE_URLS = { sqlite: "file:./data/generate.db", postgresql: "postgresql://localhost:5432/generate" };

for (const provider of PROVIDERS) {
  execFileSync("node_modules/.bin/prisma", ["generate"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: SAMPLE_URLS[provider], PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
  console.log(`Prisma client generated for ${provider}`);
}
