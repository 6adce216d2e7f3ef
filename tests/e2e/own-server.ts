// A production server of the test's own (scripts/server.mjs on a free port) on a database of the
// test's own, for tests that restart databases or need a fresh one: its environment, the database's
// migrations (and demo data), and the start that waits until it answers.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { freePort } from "./own-postgres";

/** The server's environment on `databaseUrl`: production, no mail sent, and `extra`. */
export function ownServerEnv(databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    SMTP_URL: "",
    ...extra,
  } as NodeJS.ProcessEnv;
}

/** Applies the migrations to the environment's database, and the demo data when `seed` is set. */
export function prepareDatabase(env: NodeJS.ProcessEnv, { seed = false } = {}) {
  execFileSync("node", ["scripts/migrate.mjs"], { env, stdio: "pipe" });
  if (seed)
    execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts"], { env, stdio: "pipe" });
}

/**
 * Starts the production server on a free port and waits until it answers. `publicURL` is the
 * address visitors use (a proxy's, in front of several servers); by default the server's own.
 */
export async function startOwnServer(
  env: NodeJS.ProcessEnv,
  { publicURL }: { publicURL?: string } = {},
): Promise<{ server: ChildProcess; baseURL: string }> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const server = spawn("node", ["scripts/server.mjs", "-p", String(port)], {
    env: { ...env, NEXTAUTH_URL: publicURL ?? baseURL },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/auth/providers`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  return { server, baseURL };
}
