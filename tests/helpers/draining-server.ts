// A plain HTTP server that stops as the production server does (scripts/lib/graceful-shutdown.mjs),
// for that module's test: it logs each request it accepts, answers POSTs once their body has
// arrived, registers a shutdown step, and logs JSON lines to stdout. GRACE_MS sets the grace period.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { stopGracefullyOnSignals } from "../../scripts/lib/graceful-shutdown.mjs";
import { createLogger } from "../../scripts/lib/request-log.mjs";
import { onShutdown } from "../../src/platform/runtime/shutdown.mjs";

const logger = createLogger({ format: "json" });
const server = createServer((req, res) => {
  logger.info({ path: req.url }, "accepted");
  req.resume();
  req.on("end", () => res.end(`answered ${req.url}`));
});
onShutdown(() => logger.info("shutdown step ran"));
stopGracefullyOnSignals(server, { logger, graceMs: Number(process.env.GRACE_MS ?? 25_000) });
server.listen(0, "127.0.0.1", () => logger.info({ port: (server.address() as AddressInfo).port }, "listening"));
