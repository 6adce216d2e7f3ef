import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Routes } from "./routes.mjs";

export function createObserver(options: {
  logFormat: "json" | "pretty";
  metricsToken: string;
  hops: number;
  pageCacheSeconds: number;
  output?: { write(line: string): unknown };
  routes?: Routes;
}): {
  logger: Logger;
  observe(req: IncomingMessage, res: ServerResponse, handle: () => unknown): void;
};
