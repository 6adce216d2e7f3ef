// nginx of a test's or a benchmark's own in front of LocalHub servers, running the documented
// configuration (docs/nginx.conf) with its own ports. Needs Debian's nginx package, which the e2e
// setup (scripts/ensure-browser.mjs) installs when it is missing. Used by tests/e2e/multi-server.spec.ts
// and `npm run bench:pages` (BENCH_PAGES_NGINX=1).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

/** docs/nginx.conf with `port` to listen on, `upstreams` ("127.0.0.1:PORT") to serve from, and files under `dir`. */
function nginxConfig(port, upstreams, dir) {
  const documented = readFileSync("docs/nginx.conf", "utf8");
  const servers = documented.match(/^ *server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  if (servers.length !== 2) throw new Error("docs/nginx.conf lists its two upstream servers as 127.0.0.1:PORT");
  const options = servers[0].replace(/^ *server 127\.0\.0\.1:\d+/, "");
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${path.join(dir, name)};`)
    .join("\n");
  return documented
    .replace(servers.join("\n"), upstreams.map((address) => `    server ${address}${options}`).join("\n"))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/^http \{$/m, `http {\n${temp}\n  access_log ${path.join(dir, "access.log")};`);
}

/** Starts nginx on `port` in front of `upstreams` and waits (up to 30 s) until it answers /healthz. */
export async function startNginx(port, upstreams) {
  if (!NGINX) throw new Error("nginx is needed: run `npm run test:e2e` (installs it) or `apt-get install nginx`.");
  const dir = mkdtempSync(path.join(tmpdir(), "localhub-nginx-"));
  mkdirSync(path.join(dir, "logs"));
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(port, upstreams, dir));
  // As root, nginx's workers would run as nobody, who cannot enter the private folder.
  const user = process.getuid?.() === 0 ? "user root; " : "";
  const nginx = spawn(
    NGINX,
    [
      "-p",
      dir,
      "-c",
      path.join(dir, "nginx.conf"),
      "-e",
      path.join(dir, "error.log"),
      "-g",
      `${user}daemon off; pid ${path.join(dir, "nginx.pid")};`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  nginx.stderr?.on("data", (chunk) => (errors += String(chunk)));
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    if ((await fetch(`${baseURL}/healthz`).catch(() => null))?.status === 200) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx on ${port} did not answer /healthz within 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
