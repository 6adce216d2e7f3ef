// The production server as an operator sees it (scripts/server.mjs on a SQLite database of the
// test's own, its stdout read line by line): every log line is JSON, each answer's X-Request-Id is
// on its request's line and on what the app logs while answering it, no cookie, token or secret
// address is logged, /metrics answers only with its token and its counts grow, and SIGTERM while a
// request is still arriving lets that request finish with 200, refuses new connections and ends
// the process with 0.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { createInterface } from "node:readline";
import { expect, test } from "@playwright/test";
import { freePort } from "./own-postgres";
import { ownServerEnv, prepareDatabase } from "./own-server";

const TOKEN = `metrics-${randomUUID()}`;
const SECRETS = {
  cookie: `cookie${randomUUID()}`,
  session: `session${randomUUID()}`,
  bearer: `bearer${randomUUID()}`,
  spotKey: `spot${randomUUID()}`,
  token: `token${randomUUID()}`,
};
const file = `tmp/operations-${randomUUID().slice(0, 8)}.db`;

type Line = { level: string; msg: string; requestId?: string } & Record<string, unknown>;

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let port: number;
let base: string;
const lines: string[] = [];
/** Every line the server wrote so far, parsed: a line that is not JSON fails the test here. */
const logged = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
const lineOf = (requestId: string | null) =>
  logged().find((line) => line.requestId === requestId && line.msg.startsWith("request"));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync("tmp", { recursive: true });
  const env = ownServerEnv(`file:./${file}`, {
    NEXTAUTH_SECRET: "operations-secret-used-only-by-this-test",
    TRUSTED_PROXY_HOPS: "1",
    LOG_FORMAT: "json",
    METRICS_TOKEN: TOKEN,
    STORAGE_DIR: "tmp/operations-uploads",
  });
  prepareDatabase(env);
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn("node", ["scripts/server.mjs", "-p", String(port)], {
    env: { ...env, HOSTNAME: "127.0.0.1", NEXTAUTH_URL: base },
    stdio: ["ignore", "pipe", "inherit"],
  });
  createInterface({ input: server.stdout! }).on("line", (line) => lines.push(line));
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
});

test("each answer's request id is on its JSON log line, and no secret is logged", async () => {
  const own = `proxy-${randomUUID()}`;
  const home = await fetch(`${base}/`, { headers: { "x-request-id": own } });
  expect(home.status).toBe(200);
  expect(home.headers.get("x-request-id")).toBe(own);

  const spot = await fetch(`${base}/waitlist/spot/${SECRETS.spotKey}?token=${SECRETS.token}&ref=mail`, {
    headers: { cookie: `theme=dark; remember=${SECRETS.cookie}`, authorization: `Bearer ${SECRETS.bearer}` },
  });
  const spotId = spot.headers.get("x-request-id");
  expect(spotId).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => lineOf(spotId))
    .toMatchObject({
      method: "GET",
      path: "/waitlist/spot/[key]?token=[removed]&ref=mail",
      route: "/waitlist/spot/[key]",
      status: spot.status,
    });
  await expect
    .poll(() => lineOf(own))
    .toMatchObject({ level: "info", method: "GET", path: "/", route: "/", status: 200 });
  expect(typeof lineOf(own)!.ms).toBe("number");
  const everything = lines.join("\n");
  for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
});

test("what the app logs while answering carries that request's id", async () => {
  // A session cookie that cannot be opened: next-auth reports it through the app's logger.
  const response = await fetch(`${base}/api/auth/session`, {
    headers: { cookie: `next-auth.session-token=${SECRETS.session}` },
  });
  const id = response.headers.get("x-request-id");
  await expect
    .poll(() => logged().find((line) => line.requestId === id && line.level === "error")?.msg)
    .toContain("[next-auth][error]");
  await expect.poll(() => lineOf(id)).toMatchObject({ path: "/api/auth/session", status: response.status });
  expect(lines.join("\n")).not.toContain(SECRETS.session);
});

/** The value of the sample `series` on a Prometheus text page (0 when absent). */
function sample(page: string, series: string): number {
  const line = page.split("\n").find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function scrape(): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

test("/metrics answers only with its token, and its counts grow with requests", async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}-not` } });
  expect(wrong.status).toBe(401);

  const about = 'localhub_http_requests_total{method="GET",route="/about",status="200"}';
  const hit = 'localhub_page_cache_requests_total{result="hit"}';
  const before = await scrape();
  for (let visit = 0; visit < 3; visit += 1) expect((await fetch(`${base}/about`)).status).toBe(200);
  const after = await scrape();
  expect(sample(after, about)).toBe(sample(before, about) + 3);
  expect(sample(after, hit)).toBeGreaterThanOrEqual(sample(before, hit) + 2);
  expect(sample(after, 'localhub_http_request_duration_seconds_count{method="GET",route="/about"}')).toBe(
    sample(before, 'localhub_http_request_duration_seconds_count{method="GET",route="/about"}') + 3,
  );
  expect(after).toMatch(/^localhub_outbox_queue_depth \d+$/m);
  expect(after).toMatch(/^localhub_db_queries_in_flight \d+$/m);
  expect(after).toContain("process_resident_memory_bytes");
});

test("SIGTERM lets the request under way finish with 200, refuses new connections and exits 0", async () => {
  const body = JSON.stringify({ json: { email: `operations-${randomUUID()}@example.com` } });
  const post = request({
    host: "127.0.0.1",
    port,
    path: "/api/trpc/newsletter.subscribe",
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    post.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    post.on("error", reject);
  });
  post.write(body.slice(0, 12));
  // The server holds the request (the scrape is the other one in flight).
  await expect.poll(async () => sample(await scrape(), "localhub_http_requests_in_flight")).toBe(2);

  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  server.kill("SIGTERM");
  await expect.poll(() => logged().some((line) => line.msg.startsWith("stopping:"))).toBe(true);
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
  expect(refused).toBe("ECONNREFUSED");

  post.end(body.slice(12));
  const answer = await answered;
  expect(answer.status).toBe(200);
  expect(answer.text).toContain("subscribed");
  expect(await exited).toBe(0);
  expect(logged().at(-1)).toMatchObject({ msg: "stopped", cutOff: false });
});
