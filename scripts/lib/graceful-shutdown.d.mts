import type { Server } from "node:http";
import type { Logger } from "pino";

export function stopGracefullyOnSignals(
  server: Server,
  options: { logger: Logger; graceMs?: number; exit?: (code: number) => void },
): void;
