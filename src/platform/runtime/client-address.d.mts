import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: string;
export const CLIENT_ADDRESS_TRUSTED: unique symbol;
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined | null,
  socketAddress: string | undefined | null,
  hops: number,
): string | null;
export function stampClientAddress(req: IncomingMessage, hops: number): void;
