import type { IncomingMessage, ServerResponse } from "node:http";
import type { InvalidationHub } from "../../src/platform/runtime/invalidation.mjs";

export type Readiness = { ready: boolean; failed: string[]; checks: Record<string, string> };
export function createHealthChecks(options: {
  databaseUrl: string;
  hub: Pick<InvalidationHub, "channel">;
  migrationsDir?: string;
  timeoutMs?: number;
}): {
  readiness(): Promise<Readiness>;
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  close(): Promise<void>;
};
