// Production servers (scripts/server.mjs) for `npm run bench:pages`: started on a port with the
// benchmark's environment, ready once they answer, stopped with SIGTERM.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** CPU seconds the process has used (user + system), from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until `condition()` is true, checking every 100 ms; throws after `timeoutMs`. */
export async function waitFor(condition, what, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a production server on `port` (with `nodeArgs` for Node itself) and waits until it answers. */
export async function startServer({ port, env, nodeArgs = [] }) {
  const server = spawn("node", [...nodeArgs, "scripts/server.mjs", "-p", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
  };
  try {
    await waitFor(async () => {
      if (server.exitCode !== null) throw new Error(`the server on ${port} exited with ${server.exitCode}`);
      return fetch(`http://127.0.0.1:${port}/api/auth/providers`).then(
        (answer) => answer.ok,
        () => false,
      );
    }, `the server on ${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid, signal: (name) => server.kill(name), stop };
}
