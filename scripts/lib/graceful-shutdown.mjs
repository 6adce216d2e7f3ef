// Graceful shutdown of the production server on SIGTERM (what a process manager or an orchestrator
// sends) or SIGINT: the server marks itself draining (readiness answers 503, so a load balancer
// stops sending), stops accepting connections, answers every request it has accepted (each answer
// now closes its connection; idle keep-alive connections are closed at once), then runs the app's
// shutdown steps (src/platform/runtime/shutdown.mjs: the email worker gives back what it claimed,
// queued insights are written, database and Redis clients close) and exits 0. Requests still
// running after the grace period are cut off and the process exits 1; a second signal exits at once.
import { isDraining, runShutdownHooks, startDraining } from "../../src/platform/runtime/shutdown.mjs";

const GRACE_MS = 25_000;
const STEPS_MS = 5_000;

/** Bounded wait: resolves when `promise` does or after `ms`, whichever is first. */
function within(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Makes `server` stop gracefully on SIGTERM and SIGINT.
 * @param {import("node:http").Server} server
 * @param {{ logger: import("pino").Logger, graceMs?: number, exit?: (code: number) => void }} options
 */
export function stopGracefullyOnSignals(server, { logger, graceMs = GRACE_MS, exit = (code) => process.exit(code) }) {
  server.prependListener("request", (req, res) => {
    if (isDraining()) res.setHeader("connection", "close");
    // A keep-alive connection that becomes idle while draining is closed as soon as it does.
    res.once("finish", () => {
      if (isDraining()) setImmediate(() => server.closeIdleConnections());
    });
  });

  let stopping = false;
  async function stop(signal) {
    if (stopping) {
      logger.warn({ signal }, "stopping at once: a second signal");
      return exit(1);
    }
    stopping = true;
    startDraining();
    logger.info({ signal, graceMs }, "stopping: no new connections, finishing the requests in flight");
    let cutOff = false;
    const deadline = setTimeout(() => {
      cutOff = true;
      logger.warn("requests still running after the grace period: closing their connections");
      server.closeAllConnections();
    }, graceMs);
    await new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(deadline);
    await within(
      runShutdownHooks((error) => logger.error({ err: error }, "a shutdown step failed")),
      STEPS_MS,
    );
    logger.info({ cutOff }, "stopped");
    exit(cutOff ? 1 : 0);
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));
}
