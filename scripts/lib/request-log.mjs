// The production server's log: one JSON line per event on stdout (pino), or a readable line per
// event with LOG_FORMAT=pretty (the default outside production). Every line written while a request
// is handled carries its id (src/platform/runtime/observed.mjs): the server's line for the request
// itself, and anything the app writes to the console meanwhile (a tRPC procedure's unexpected
// error, a Next.js render error), which is sent through the same logger. Lines hold no secret:
// headers are never logged (so no cookie or Authorization), and addresses are logged as
// scripts/lib/routes.mjs makes them safe.
import { randomUUID } from "node:crypto";
import { format } from "node:util";
import pino from "pino";
import { currentRequestId } from "../../src/platform/runtime/observed.mjs";

/** A destination that writes each JSON line as "12:00:01 INFO  message key=value" (and an error's stack). */
function prettyLines(output) {
  return {
    write(line) {
      const { time, level, msg = "", err, ...fields } = JSON.parse(line);
      delete fields.pid;
      const extra = Object.entries(fields)
        .map(([name, value]) => ` ${name}=${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join("");
      const clock = new Date(time).toISOString().slice(11, 19);
      const stack = err?.stack ? `\n${err.stack}` : "";
      output.write(`${clock} ${String(level).toUpperCase().padEnd(5)} ${msg}${extra}${stack}\n`);
    },
  };
}

/** The logger, writing to `output` (stdout by default) in `format` ("json" or "pretty"). */
export function createLogger({ format: chosen = "json", output } = {}) {
  const options = {
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  const destination = output ?? pino.destination({ dest: 1, sync: true });
  return pino(options, chosen === "pretty" ? prettyLines(destination) : destination);
}

/** Sends console.log/info/warn/error/debug through `logger`: an Error argument becomes the line's `err`. */
export function routeConsole(logger) {
  const levels = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" };
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const message = rest.length > 0 ? format(...rest) : (err?.message ?? "");
      if (err) logger[level]({ err }, message);
      else logger[level](message);
    };
  }
}

const TRUSTED_ID = /^[\w.:@=+/-]{1,128}$/;

/**
 * The request's id: the proxy's X-Request-Id when the server sits behind trusted proxies (`hops` > 0)
 * and the value is a plain token; otherwise a new one.
 */
export function requestIdFor(req, hops) {
  const given = req.headers["x-request-id"];
  return hops > 0 && typeof given === "string" && TRUSTED_ID.test(given) ? given : randomUUID();
}

/**
 * Logs `req` once its answer is sent (or its connection closes first): method, safe address, route,
 * status, duration in ms and request id; a 5xx answer is an error line.
 * @param {{ loggedAddress(url: string): string }} routes
 */
export function logWhenDone(logger, req, res, { requestId, route, routes, startedAt }) {
  res.once("close", () => {
    const line = {
      requestId,
      method: req.method,
      path: routes.loggedAddress(req.url ?? "/"),
      route,
      status: res.statusCode,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (res.statusCode >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  });
}
