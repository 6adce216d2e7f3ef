import type { IncomingMessage, ServerResponse } from "node:http";

export type RequestState = { databaseUnavailable: boolean; databaseAnswered: boolean };
export type OutageState = { downSince: number | null; probe: ReturnType<typeof setInterval> | null };

export const OUTAGE_STATE: unique symbol;
export function outageStatus(store: RequestState, statusCode: number, contentType: unknown): number;
export function handleWithOutageStatus(
  req: IncomingMessage,
  res: ServerResponse,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): unknown;
