export type InvalidationListener = (tags: readonly string[] | null) => void;
export type InvalidationChannel = {
  readonly kind: "redis" | "postgresql";
  readonly connected: boolean;
  publish(tags: readonly string[] | null): void;
  close(): Promise<void>;
};
export type InvalidationHub = {
  readonly id: string;
  channel: InvalidationChannel | null;
  listen(listener: InvalidationListener): () => void;
  drop(tags: readonly string[] | null): void;
  invalidate(tags: readonly string[]): void;
  readonly cachesUsable: boolean;
};

export const PAGES_TAG: string;
export function createHub(): InvalidationHub;
export function invalidationHub(): InvalidationHub;
export function connectInvalidation(
  hub: InvalidationHub,
  options: {
    redisUrl?: string | undefined;
    databaseUrl?: string | undefined;
    channel?: string;
    log?: Pick<Console, "info" | "warn">;
  },
): InvalidationChannel | null;
