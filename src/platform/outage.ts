// Database outages: recognising the errors that mean "the database cannot be reached or written"
// (rather than a bug), answering them with one clear message, and telling the production server
// (scripts/server.mjs) so a page rendered during an outage answers 503 instead of 200 or 500.
//
// The server runs each request inside its request store (runtime/observed.mjs); every database
// call records its outcome there (see db.ts). While the database is down a probe checks
// it every second, so the process notices recovery even when no request reads the database.
import { OUTAGE_STATE, type OutageState } from "@/platform/runtime/outage-state.mjs";
import { currentRequest } from "@/platform/runtime/observed.mjs";

export const DATABASE_UNAVAILABLE_MESSAGE = "LocalHub is temporarily unavailable. Please try again in a moment.";

/** Prisma's "cannot reach / lost the server / pool exhausted" codes. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Driver adapter error kinds with the same meaning. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);
/** Socket errors, PostgreSQL's connection and shutdown states (08xxx, 57P0x, 53300), SQLite's disk and file errors. */
const DRIVER_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|08\w{3}|57P0[123]|53300|SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|NOMEM|PROTOCOL)\w*)$/;

/** True when `error` (or what caused it) says the database is unreachable, full or read-only. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 6; depth++) {
    const value = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
      cause?: unknown;
    };
    if (typeof value.code === "string" && (PRISMA_CODES.has(value.code) || DRIVER_CODE.test(value.code))) return true;
    if (typeof value.kind === "string" && ADAPTER_KINDS.has(value.kind)) return true;
    const adapterCause = value.meta?.driverAdapterError?.cause;
    if (typeof adapterCause?.kind === "string" && ADAPTER_KINDS.has(adapterCause.kind)) return true;
    if (typeof adapterCause?.originalCode === "string" && DRIVER_CODE.test(adapterCause.originalCode)) return true;
    if (
      typeof value.message === "string" &&
      /Connection terminated|Can't reach database server|server closed the connection/i.test(value.message)
    )
      return true;
    current = value.cause;
  }
  return false;
}

const globals = globalThis as Record<symbol, unknown>;
const outage = (): OutageState => (globals[OUTAGE_STATE] ??= { downSince: null, probe: null }) as OutageState;

export function noteDatabaseAnswered() {
  const state = outage();
  const store = currentRequest();
  if (store) store.databaseAnswered = true;
  if (state.downSince === null) return;
  state.downSince = null;
  if (state.probe) clearInterval(state.probe);
  state.probe = null;
  console.error("The database answers again.");
}

/** Records a failed database call; `probe` is how to check the database while it is down. */
export function noteDatabaseFailure(error: unknown, probe: () => Promise<unknown>) {
  if (!isDatabaseUnavailable(error)) return;
  const store = currentRequest();
  if (store) store.databaseUnavailable = true;
  const state = outage();
  if (state.downSince !== null) return;
  state.downSince = Date.now();
  console.error(
    "The database cannot be reached or written:",
    error instanceof Error ? error.message.split("\n").at(-1) : error,
  );
  let probing = false;
  state.probe = setInterval(() => {
    if (probing) return; // one probe at a time, however long a connection attempt takes
    probing = true;
    void probe()
      .catch(() => undefined)
      .finally(() => (probing = false));
  }, 1000);
  state.probe.unref?.();
}
