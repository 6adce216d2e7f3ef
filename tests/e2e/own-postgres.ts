// A PostgreSQL server of the test's own, on a temporary directory and a free port, which the test
// may stop and start (never the machine's server on 5432). Needs PostgreSQL's server programs
// (initdb, pg_ctl: Debian's postgresql package); without them the test fails and says so.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function serverBinaries(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => path.join(root, version, "bin"))
    .find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  if (!bin)
    throw new Error(
      "The outage test needs PostgreSQL's server programs (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin): install the postgresql package.",
    );
  return bin;
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOwnPostgres() {
  const bin = serverBinaries();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "localhub-outage-pg-"));
  const data = path.join(dir, "data");
  // initdb refuses to run as root: as root, the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, program),
      asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args,
      { stdio: "pipe", timeout: 60_000 },
    );

  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "start",
      "-w",
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  const stop = () => run("pg_ctl", ["stop", "-w", "-m", "fast", "-D", data]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
