// Two app processes on one database share their limits: the counters live in the database, not in
// either process's memory.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, outcome } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";
import { uniqueIp } from "../helpers/waitlist";

/** Starts the API server in a separate Node process on the test database; resolves to its URL. */
async function startProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "tests/helpers/api-server-process.ts"], {
    env: process.env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const [url] = (await once(lines, "line")) as [string];
  return { url, child };
}

let first: Awaited<ReturnType<typeof startProcess>>;
let second: Awaited<ReturnType<typeof startProcess>>;
beforeAll(async () => {
  [first, second] = await Promise.all([startProcess(), startProcess()]);
});
afterAll(async () => {
  for (const { child } of [first, second]) {
    if (!child || child.exitCode !== null) continue;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
});

describe("two app processes", () => {
  it("admit 10 sign-ups from one address in total, not 10 each", async () => {
    const address = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        outcome(
          apiClient(index % 2 ? first.url : second.url, undefined, { "x-forwarded-for": address }).auth.signUp.mutate({
            identifier: uniqueEmail("two"),
            password: "Tumbleweed-Harbor-71",
            displayName: "Two",
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
  });

  it("admit 10 newsletter sign-ups from one address in total", async () => {
    const address = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        outcome(
          apiClient(index % 2 ? first.url : second.url, undefined, {
            "x-forwarded-for": address,
          }).newsletter.subscribe.mutate({ email: uniqueEmail("two") }),
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(10);
  });
});
