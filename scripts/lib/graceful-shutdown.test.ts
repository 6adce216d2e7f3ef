// Graceful shutdown, in a process of its own (tests/helpers/draining-server.ts): SIGTERM while a
// request is still arriving lets that request finish, refuses new connections, closes idle
// keep-alive connections at once, runs the app's shutdown steps and exits 0; a request that outlives
// the grace period is cut off and the process exits 1.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type ClientRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";

type Line = { msg: string; port?: number; path?: string };

let child: ChildProcess;
let lines: Line[];

async function startServer(env: Record<string, string> = {}): Promise<number> {
  child = spawn("node_modules/.bin/tsx", ["tests/helpers/draining-server.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  lines = [];
  createInterface({ input: child.stdout! }).on("line", (text) => lines.push(JSON.parse(text) as Line));
  await expect.poll(() => lines.find((line) => line.msg === "listening"), { timeout: 60_000 }).toBeDefined();
  return lines.find((line) => line.msg === "listening")!.port!;
}

const logged = (msg: string) => lines.some((line) => line.msg === msg);

/** A POST whose body is sent in two halves: the request is under way until `finish()`. */
function slowPost(port: number, agent?: Agent) {
  const body = JSON.stringify({ words: "a request still arriving" });
  const req: ClientRequest = request({
    host: "127.0.0.1",
    port,
    path: "/slow",
    method: "POST",
    agent,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res: IncomingMessage) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, 10));
  return { answered, finish: () => req.end(body.slice(10)) };
}

function get(port: number, agent: Agent) {
  return new Promise<number>((resolve, reject) =>
    request({ host: "127.0.0.1", port, path: "/quick", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    })
      .on("error", reject)
      .end(),
  );
}

/** Resolves with the error code of a new connection (ECONNREFUSED once the server no longer listens). */
const connectionOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });

afterEach(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

// A process of its own starts slowly on a busy machine.
describe("graceful shutdown", { timeout: 90_000 }, () => {
  it("finishes the request in flight, refuses new connections and exits 0 after the shutdown steps", async () => {
    const port = await startServer();
    const keepAlive = new Agent({ keepAlive: true });
    expect(await get(port, keepAlive)).toBe(200);
    const idleSocketClosed = new Promise<void>((resolve) =>
      Object.values(keepAlive.freeSockets)
        .flat()
        .forEach((socket) => socket!.once("close", () => resolve())),
    );
    const post = slowPost(port);
    await expect.poll(() => lines.some((line) => line.msg === "accepted" && line.path === "/slow")).toBe(true);

    const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill("SIGTERM");
    await expect.poll(() => logged("stopping: no new connections, finishing the requests in flight")).toBe(true);
    await idleSocketClosed;
    expect(await connectionOutcome(port)).toBe("ECONNREFUSED");
    expect(logged("shutdown step ran")).toBe(false);

    post.finish();
    expect(await post.answered).toEqual({ status: 200, text: "answered /slow" });
    expect(await exited).toEqual([0, null]);
    const order = lines.map((line) => line.msg);
    expect(order.indexOf("shutdown step ran")).toBeGreaterThan(order.lastIndexOf("accepted"));
    expect(order.at(-1)).toBe("stopped");
    keepAlive.destroy();
  });

  it("cuts off a request that outlives the grace period and exits 1", async () => {
    const port = await startServer({ GRACE_MS: "300" });
    const post = slowPost(port);
    await expect.poll(() => logged("accepted")).toBe(true);
    const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill("SIGTERM");
    await expect(post.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await exited).toEqual([1, null]);
    expect(logged("requests still running after the grace period: closing their connections")).toBe(true);
    expect(logged("shutdown step ran")).toBe(true);
  });
});
