// The test API server (api-server.ts) in a Node process of its own: another app process on the
// test database, with the environment the test gives it.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

export type ApiProcess = { url: string; stop: () => Promise<void> };

export async function startApiProcess(env: NodeJS.ProcessEnv = process.env): Promise<ApiProcess> {
  const child: ChildProcess = spawn(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "tests/helpers/api-server-process.ts"],
    { env, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout! });
  const [url] = (await once(lines, "line")) as [string];
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
